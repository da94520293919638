import { Button, Checkbox, Group, Modal, TextInput } from '@mantine/core';
import { versionOf } from '@portal/auth';
import {
  ApiForm,
  ErrorPanel,
  PageLoader,
  notify,
  useApiError,
  useApiForm,
  useCharacterLimit,
} from '@portal/design';
import {
  PERMISSION_ROLES,
  permissionBodySchema,
  permissionSchema,
  type Permission,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../api/get-permissions';
import { useSavePermission } from '../api/save-permission';

interface PermissionFormModalProps {
  /** The permission to edit; null adds a new one. */
  permission: Permission | null;
  onClose: () => void;
}

/** permissionBodySchema's longest name. */
const PERMISSION_NAME_MAX = 60;

const valuesOf = (permission: Permission | null) => ({
  name: permission?.name ?? '',
  assignedTo: [...(permission?.assignedTo ?? [])],
});

/**
 * Add or edit form; mount it fresh for each opening (key) so it starts from `permission`. A
 * permission is edited as its detail answers it (with its version, sent as `If-Match`: a
 * colleague's change in between opens the conflict dialog instead of being lost).
 */
export function PermissionFormModal({ permission, onClose }: PermissionFormModalProps) {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const detail = usePermission(permission?.id ?? null);
  if (permission === null || detail.data)
    return <PermissionForm permission={detail.data ?? null} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('permissions.form.editTitle')} centered>
      {detail.isError ? (
        <ErrorPanel message={message(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}

function PermissionForm({ permission, onClose }: PermissionFormModalProps) {
  const { t } = useTranslation('apps-demo');
  const save = useSavePermission();
  const limit = useCharacterLimit();
  const editing = permission !== null;
  const title = editing ? t('permissions.form.editTitle') : t('permissions.form.addTitle');
  // The version the form opened with (a refetch must not move it under what the user typed).
  const [version] = useState(() => (permission ? versionOf(permission) : null));
  const api = useApiForm({
    schema: permissionBodySchema,
    initialValues: valuesOf(permission),
    conflict: editing
      ? {
          version,
          toValues: (current) => valuesOf(permissionSchema.parse(current)),
          labels: {
            name: t('permissions.fields.name'),
            assignedTo: t('permissions.fields.assignedTo'),
          },
        }
      : undefined,
    submit: (values, { ifMatch }) =>
      save.mutateAsync({ ...permissionBodySchema.parse(values), id: permission?.id, ifMatch }),
    onSuccess: (saved) => {
      notify.success(
        t(editing ? 'permissions.form.updated' : 'permissions.form.created', { name: saved.name }),
      );
      onClose();
    },
    draft: editing ? `apps-demo.permission-${permission.id}` : 'apps-demo.new-permission',
  });

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <ApiForm form={api} label={title}>
        <TextInput
          label={t('permissions.fields.name')}
          withAsterisk
          data-autofocus
          {...limit(api.form.getInputProps('name'), PERMISSION_NAME_MAX)}
        />
        <Checkbox.Group
          label={t('permissions.fields.assignedTo')}
          {...api.form.getInputProps('assignedTo')}
        >
          <Group mt="xs">
            {PERMISSION_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`permissions.role.${role}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={api.submitting}>
            {editing ? t('common.update') : t('common.create')}
          </Button>
        </Group>
      </ApiForm>
    </Modal>
  );
}
