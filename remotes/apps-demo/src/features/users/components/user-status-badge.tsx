import { Badge } from '@mantine/core';
import type { User } from '@portal/contract';
import { useTranslation } from 'react-i18next';

// Dark shades under white text: at least 4.5:1 contrast in light and dark schemes.
const COLORS = { active: 'teal.9', inactive: 'gray.7', pending: 'violet.9' } as const;

export function UserStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation('apps-demo');
  return (
    <Badge color={COLORS[status]} variant="filled">
      {t(`users.status.${status}`)}
    </Badge>
  );
}
