import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RiAddLine, RiDeleteBinLine, RiDownload2Line } from '@remixicon/react';
import { Can } from '@portal/auth';
import {
  ConfirmDialog,
  ListPagination,
  QueryStateRows,
  SortableTh,
  downloadCsv,
  notify,
  useListSearchParams,
  type CsvColumn,
  SearchInput,
  sanitizeQuery,
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
import { errorMessage } from '../../../lib/api-error';
import { getAllUsers } from '../api/export-users-csv';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { AddUserDrawer } from './add-user-drawer';
import { UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';

const COLUMNS = 6;
const FILTERS = { role: '', plan: '', status: '' };

export default function UserListPage() {
  const { t } = useTranslation('apps-demo');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(usersQuerySchema, list.params), [list.params]);
  const users = useUsers(filters);
  const deleteUser = useDeleteUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [exporting, setExporting] = useState(false);

  const sortTh = (column: string, label: string) => (
    <SortableTh
      sortKey={column}
      sortBy={list.sortBy}
      orderBy={list.orderBy}
      onSort={(key) => list.toggleSort(key)}
    >
      {label}
    </SortableTh>
  );

  const filterSelect = (name: keyof typeof FILTERS, values: readonly string[], prefix: string) => (
    <Select
      label={t(`users.fields.${name}`)}
      placeholder={t(`users.list.all.${name}`)}
      data={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
      value={list.filters[name] || null}
      onChange={(value) => list.setFilters({ [name]: value ?? '' })}
      clearable
      clearButtonProps={{
        'aria-label': t('users.list.clearFilter', { filter: t(`users.fields.${name}`) }),
      }}
    />
  );

  const csvColumns: CsvColumn<User>[] = [
    { header: t('users.fields.id'), value: (u) => u.id },
    { header: t('users.fields.fullName'), value: (u) => u.fullName },
    { header: t('users.fields.username'), value: (u) => u.username },
    { header: t('users.fields.email'), value: (u) => u.email },
    { header: t('users.fields.role'), value: (u) => u.role },
    { header: t('users.fields.plan'), value: (u) => u.currentPlan },
    { header: t('users.fields.status'), value: (u) => u.status },
    { header: t('users.fields.company'), value: (u) => u.company },
    { header: t('users.fields.country'), value: (u) => u.country },
    { header: t('users.fields.contact'), value: (u) => u.contact },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await getAllUsers(filters);
      downloadCsv('users.csv', rows, csvColumns);
      notify.success(t('users.export.success', { count: rows.length }));
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const user = toDelete;
    deleteUser.mutate(user.id, {
      onSuccess: () => notify.success(t('users.delete.success', { name: user.fullName })),
      onError: (error) => notify.error(errorMessage(error, t)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('users.list.title')}
      </Title>
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('users.list.filters')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {filterSelect('role', USER_ROLES, 'users.role')}
          {filterSelect('plan', USER_PLANS, 'users.plan')}
          {filterSelect('status', USER_STATUSES, 'users.status')}
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <SearchInput
            label={t('users.list.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<RiDownload2Line size={16} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {t('users.export.button')}
            </Button>
            <Can I="create" a="User">
              <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={drawer.open}>
                {t('users.add.button')}
              </Button>
            </Can>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">{t('users.list.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {sortTh('user', t('users.fields.user'))}
                {sortTh('email', t('users.fields.email'))}
                {sortTh('role', t('users.fields.role'))}
                {sortTh('plan', t('users.fields.plan'))}
                {sortTh('status', t('users.fields.status'))}
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={users}
                colSpan={COLUMNS}
                skeletonRows={Math.min(list.itemsPerPage, 10)}
                errorText={users.error ? errorMessage(users.error, t) : undefined}
                isEmpty={(data) => data.users.length === 0}
              >
                {(data) =>
                  data.users.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <UserAvatar fullName={user.fullName} avatar={user.avatar} />
                          <div>
                            <Anchor
                              component={Link}
                              to={paths.users.view.href(user.id)}
                              fw={500}
                              size="sm"
                            >
                              {user.fullName}
                            </Anchor>
                            <Text size="xs">
                              <bdi>@{user.username}</bdi>
                            </Text>
                          </div>
                        </Group>
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{t(`users.role.${user.role}`)}</Table.Td>
                      <Table.Td>{t(`users.plan.${user.currentPlan}`)}</Table.Td>
                      <Table.Td>
                        <UserStatusBadge status={user.status} />
                      </Table.Td>
                      <Table.Td>
                        <Can I="delete" a="User">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => setToDelete(user)}
                            aria-label={t('users.delete.button', { name: user.fullName })}
                          >
                            <RiDeleteBinLine size={18} aria-hidden />
                          </ActionIcon>
                        </Can>
                      </Table.Td>
                    </Table.Tr>
                  ))
                }
              </QueryStateRows>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          total={users.data?.totalUsers ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
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
    </Stack>
  );
}
