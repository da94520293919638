import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { RiAddLine, RiDeleteBinLine, RiEditLine } from '@remixicon/react';
import { Can, versionOf } from '@portal/auth';
import {
  ConfirmDialog,
  ListScreen,
  conflictBody,
  formatDate,
  notify,
  sanitizeQuery,
  useApiError,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import { permissionsQuerySchema, type Permission } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePermission } from '../api/delete-permission';
import { getPermissions, permissionQueries, usePermissions } from '../api/get-permissions';
import { PermissionFormModal } from './permission-form-modal';

// Dark shades under white text: at least 4.5:1 contrast in light and dark schemes.
const ROLE_COLORS = {
  administrator: 'blue.9',
  manager: 'grape.9',
  users: 'teal.9',
  support: 'cyan.9',
  'restricted-user': 'red.9',
} as const;

type Editing = { permission: Permission | null; key: number } | null;
/** The permission to delete as its detail answered it, and that version (sent as `If-Match`). */
type Deleting = { permission: Permission; version: string | null } | null;

export default function PermissionsPage() {
  const { t } = useTranslation('apps-demo');
  const { message: errorMessage } = useApiError();
  const list = useListSearchParams();
  const filters = useMemo(() => sanitizeQuery(permissionsQuerySchema, list.params), [list.params]);
  const deletePermission = useDeletePermission();
  const [editing, setEditing] = useState<Editing>(null);
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Deleting>(null);
  const open = (permission: Permission | null) =>
    setEditing((previous) => ({ permission, key: (previous?.key ?? 0) + 1 }));

  const columns: ListColumn<Permission>[] = [
    {
      id: 'name',
      title: t('permissions.fields.name'),
      sortable: true,
      toggleable: false,
      render: (p) => <Text fw={500}>{p.name}</Text>,
      csv: (p) => p.name,
    },
    {
      id: 'assignedTo',
      title: t('permissions.fields.assignedTo'),
      render: (p) => (
        <Group gap={6}>
          {p.assignedTo.map((role) => (
            <Badge key={role} color={ROLE_COLORS[role]} variant="filled">
              {t(`permissions.role.${role}`)}
            </Badge>
          ))}
        </Group>
      ),
      csv: (p) => p.assignedTo.join(' '),
    },
    {
      id: 'createdDate',
      title: t('permissions.fields.createdDate'),
      render: (p) => formatDate(p.createdDate) || p.createdDate,
      csv: (p) => p.createdDate,
    },
    {
      id: 'actions',
      title: t('common.actions'),
      toggleable: false,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Can I="update" a="Permission">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => open(p)}
              aria-label={t('permissions.edit', { name: p.name })}
            >
              <RiEditLine size={18} aria-hidden />
            </ActionIcon>
          </Can>
          <Can I="delete" a="Permission">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => askDelete(p)}
              aria-label={t('permissions.delete.button', { name: p.name })}
            >
              <RiDeleteBinLine size={18} aria-hidden />
            </ActionIcon>
          </Can>
        </Group>
      ),
    },
  ];

  // The confirmation names the permission as it is now, and the delete goes with that version.
  const askDelete = (permission: Permission) => {
    queryClient
      .query(permissionQueries.detail(permission.id))
      .then((current) => setToDelete({ permission: current, version: versionOf(current) }))
      .catch((error: unknown) => notify.error(errorMessage(error)));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { permission, version } = toDelete;
    deletePermission.mutate(
      { id: permission.id, ifMatch: version },
      {
        onSuccess: () => notify.success(t('permissions.delete.success', { name: permission.name })),
        onError: (error) => {
          const stale = conflictBody(error);
          if (!stale) return notify.error(errorMessage(error));
          const by = stale.changedBy?.fullName;
          const at = stale.changedAt
            ? formatDate(stale.changedAt, { dateStyle: 'medium', timeStyle: 'short' })
            : null;
          notify.error(
            t(by && at ? 'permissions.delete.staleByAt' : 'permissions.delete.stale', {
              name: permission.name,
              by,
              at,
            }),
          );
        },
        onSettled: () => setToDelete(null),
      },
    );
  };

  return (
    <ListScreen
      title={t('permissions.title')}
      stats={<Text size="sm">{t('permissions.subtitle')}</Text>}
      label={t('permissions.caption')}
      storageKey="apps-demo.permissions"
      searchLabel={t('permissions.search')}
      list={list}
      query={usePermissions(filters)}
      columns={columns}
      rowLabel={(p) => p.name}
      records={(data) => data.permissions}
      total={(data) => data.totalPermissions}
      actions={
        <Can I="create" a="Permission">
          <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={() => open(null)}>
            {t('permissions.add')}
          </Button>
        </Can>
      }
      csv={{
        filename: 'permissions.csv',
        fetchAll: async () =>
          (await getPermissions({ ...filters, page: 1, itemsPerPage: -1 })).permissions,
      }}
    >
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
        message={t('permissions.delete.message', { name: toDelete?.permission.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={deletePermission.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </ListScreen>
  );
}
