import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { RiAddLine, RiDeleteBinLine, RiEditLine } from '@remixicon/react';
import { Can } from '@portal/auth';
import {
  ConfirmDialog,
  ListPagination,
  QueryStateRows,
  SortableTh,
  formatDate,
  notify,
  useListSearchParams,
  SearchInput,
  sanitizeQuery,
} from '@portal/design';
import { permissionsQuerySchema, type Permission } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePermission } from '../api/delete-permission';
import { usePermissions } from '../api/get-permissions';
import { PermissionFormModal } from './permission-form-modal';

const COLUMNS = 4;
// Dark shades under white text: at least 4.5:1 contrast in light and dark schemes.
const ROLE_COLORS = {
  administrator: 'blue.9',
  manager: 'grape.9',
  users: 'teal.9',
  support: 'cyan.9',
  'restricted-user': 'red.9',
} as const;

type Editing = { permission: Permission | null; key: number } | null;

export default function PermissionsPage() {
  const { t } = useTranslation('apps-demo');
  const list = useListSearchParams();
  const filters = useMemo(() => sanitizeQuery(permissionsQuerySchema, list.params), [list.params]);
  const permissions = usePermissions(filters);
  const deletePermission = useDeletePermission();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Permission | null>(null);
  const open = (permission: Permission | null) =>
    setEditing((previous) => ({ permission, key: (previous?.key ?? 0) + 1 }));

  const confirmDelete = () => {
    if (!toDelete) return;
    const permission = toDelete;
    deletePermission.mutate(permission.id, {
      onSuccess: () => notify.success(t('permissions.delete.success', { name: permission.name })),
      onError: (error) => notify.error(errorMessage(error, t)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('permissions.title')}
        </Title>
        <Text size="sm">{t('permissions.subtitle')}</Text>
      </div>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <SearchInput
            label={t('permissions.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
          <Can I="create" a="Permission">
            <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={() => open(null)}>
              {t('permissions.add')}
            </Button>
          </Can>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">{t('permissions.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <SortableTh
                  sortKey="name"
                  sortBy={list.sortBy}
                  orderBy={list.orderBy}
                  onSort={(key) => list.toggleSort(key)}
                >
                  {t('permissions.fields.name')}
                </SortableTh>
                <Table.Th>{t('permissions.fields.assignedTo')}</Table.Th>
                <Table.Th>{t('permissions.fields.createdDate')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={permissions}
                colSpan={COLUMNS}
                errorText={permissions.error ? errorMessage(permissions.error, t) : undefined}
                isEmpty={(data) => data.permissions.length === 0}
              >
                {(data) =>
                  data.permissions.map((permission) => (
                    <Table.Tr key={permission.id}>
                      <Table.Td fw={500}>{permission.name}</Table.Td>
                      <Table.Td>
                        <Group gap={6}>
                          {permission.assignedTo.map((role) => (
                            <Badge key={role} color={ROLE_COLORS[role]} variant="filled">
                              {t(`permissions.role.${role}`)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {formatDate(permission.createdDate) || permission.createdDate}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Can I="update" a="Permission">
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              onClick={() => open(permission)}
                              aria-label={t('permissions.edit', { name: permission.name })}
                            >
                              <RiEditLine size={18} aria-hidden />
                            </ActionIcon>
                          </Can>
                          <Can I="delete" a="Permission">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => setToDelete(permission)}
                              aria-label={t('permissions.delete.button', { name: permission.name })}
                            >
                              <RiDeleteBinLine size={18} aria-hidden />
                            </ActionIcon>
                          </Can>
                        </Group>
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
          total={permissions.data?.totalPermissions ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
      {editing && (
        <PermissionFormModal
          key={editing.key}
          permission={editing.permission}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('permissions.delete.title')}
        message={t('permissions.delete.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={deletePermission.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
