import { StatusBadge, type StatusColor } from '@portal/design/base';
import type { User } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<User['status'], StatusColor> = {
  active: 'teal',
  inactive: 'gray',
  pending: 'violet',
};

export function UserStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation('apps-demo');
  return <StatusBadge color={COLORS[status]}>{t(`users.status.${status}`)}</StatusBadge>;
}
