import { Badge } from '@mantine/core';
import type { User } from '@portal/mock-api/schemas';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'teal', inactive: 'gray', pending: 'orange' } as const;

export function UserStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation('apps-demo');
  return (
    <Badge color={COLORS[status]} variant="outline" autoContrast>
      {t(`users.status.${status}`)}
    </Badge>
  );
}
