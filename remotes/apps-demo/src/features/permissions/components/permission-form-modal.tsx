import { Button, Checkbox, Group, Modal, TextInput } from '@mantine/core';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { PERMISSION_ROLES, permissionBodySchema, type Permission } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useSavePermission } from '../api/save-permission';

interface PermissionFormModalProps {
  /** The permission to edit; null adds a new one. */
  permission: Permission | null;
  onClose: () => void;
}

/** Add or edit form; mount it fresh for each opening (key) so it starts from `permission`. */
export function PermissionFormModal({ permission, onClose }: PermissionFormModalProps) {
  const { t } = useTranslation('apps-demo');
  const save = useSavePermission();
  const editing = permission !== null;
  const title = editing ? t('permissions.form.editTitle') : t('permissions.form.addTitle');
  const api = useApiForm({
    schema: permissionBodySchema,
    initialValues: {
      name: permission?.name ?? '',
      assignedTo: [...(permission?.assignedTo ?? [])],
    },
    submit: (values) =>
      save.mutateAsync({ ...permissionBodySchema.parse(values), id: permission?.id }),
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
          maxLength={60}
          data-autofocus
          {...api.form.getInputProps('name')}
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
