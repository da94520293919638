import { ActionIcon, Anchor, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RiAddLine, RiDeleteBinLine } from '@remixicon/react';
import { Can } from '@portal/auth';
import {
  ConfirmDialog,
  FilterSelect,
  ListScreen,
  notify,
  sanitizeQuery,
  useApiError,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import {
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  usersQuerySchema,
  type User,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { getAllUsers } from '../api/export-users-csv';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { AddUserDrawer } from './add-user-drawer';
import { DeactivatedAccountsCard } from './deactivated-accounts-card';
import { UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';

const FILTERS = { role: '', plan: '', status: '' };

export default function UserListPage() {
  const { t } = useTranslation('apps-demo');
  const { message: errorMessage } = useApiError();
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(usersQuerySchema, list.params), [list.params]);
  const deleteUser = useDeleteUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const field = (name: string) => t(`users.fields.${name}`);

  const filterSelect = (name: keyof typeof FILTERS, values: readonly string[]) => (
    <FilterSelect
      list={list}
      name={name}
      label={field(name)}
      placeholder={t(`users.list.all.${name}`)}
      data={values.map((value) => ({ value, label: t(`users.${name}.${value}`) }))}
    />
  );

  const columns: ListColumn<User>[] = [
    { id: 'id', title: field('id'), csv: (u) => u.id, hiddenByDefault: true },
    {
      id: 'user',
      title: field('user'),
      sortable: true,
      toggleable: false,
      render: (u) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar fullName={u.fullName} avatar={u.avatar} />
          <div>
            <Anchor component={Link} to={paths.users.view.href(u.id)} fw={500} size="sm">
              {u.fullName}
            </Anchor>
            <Text size="xs">
              <bdi>@{u.username}</bdi>
            </Text>
          </div>
        </Group>
      ),
    },
    { id: 'fullName', title: field('fullName'), csv: (u) => u.fullName, hiddenByDefault: true },
    { id: 'username', title: field('username'), csv: (u) => u.username, hiddenByDefault: true },
    { id: 'email', title: field('email'), sortable: true, csv: (u) => u.email },
    {
      id: 'role',
      title: field('role'),
      sortable: true,
      render: (u) => t(`users.role.${u.role}`),
      csv: (u) => u.role,
    },
    {
      id: 'plan',
      title: field('plan'),
      sortable: true,
      render: (u) => t(`users.plan.${u.currentPlan}`),
      csv: (u) => u.currentPlan,
    },
    {
      id: 'status',
      title: field('status'),
      sortable: true,
      render: (u) => <UserStatusBadge status={u.status} />,
      csv: (u) => u.status,
    },
    { id: 'company', title: field('company'), csv: (u) => u.company, hiddenByDefault: true },
    { id: 'country', title: field('country'), csv: (u) => u.country, hiddenByDefault: true },
    { id: 'contact', title: field('contact'), csv: (u) => u.contact, hiddenByDefault: true },
    {
      id: 'actions',
      title: t('common.actions'),
      toggleable: false,
      render: (u) => (
        <Can I="delete" a="User">
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => setToDelete(u)}
            aria-label={t('users.delete.button', { name: u.fullName })}
          >
            <RiDeleteBinLine size={18} aria-hidden />
          </ActionIcon>
        </Can>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    const user = toDelete;
    deleteUser.mutate(user.id, {
      onSuccess: () => notify.success(t('users.delete.success', { name: user.fullName })),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <ListScreen
      title={t('users.list.title')}
      label={t('users.list.caption')}
      storageKey="apps-demo.users"
      searchLabel={t('users.list.search')}
      list={list}
      query={useUsers(filters)}
      columns={columns}
      rowLabel={(u) => u.fullName}
      records={(data) => data.users}
      total={(data) => data.totalUsers}
      stats={<DeactivatedAccountsCard />}
      filterColumns={3}
      filters={
        <>
          {filterSelect('role', USER_ROLES)}
          {filterSelect('plan', USER_PLANS)}
          {filterSelect('status', USER_STATUSES)}
        </>
      }
      actions={
        <Can I="create" a="User">
          <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={drawer.open}>
            {t('users.add.button')}
          </Button>
        </Can>
      }
      csv={{ filename: 'users.csv', fetchAll: () => getAllUsers(filters) }}
    >
      <AddUserDrawer opened={drawerOpened} onClose={drawer.close} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('users.delete.title')}
        message={t('users.delete.message', { name: toDelete?.fullName ?? '' })}
        confirmLabel={t('common.delete')}
        loading={deleteUser.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </ListScreen>
  );
}
