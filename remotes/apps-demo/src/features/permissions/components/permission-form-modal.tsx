import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '@portal/design';
import { PERMISSION_ROLES, permissionBodySchema, type Permission } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { showSubmitError, zodFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { useSavePermission } from '../api/save-permission';

interface PermissionFormModalProps {
  /** The permission to edit; null adds a new one. */
  permission: Permission | null;
  onClose: () => void;
}

/** Add or edit form; mount it fresh for each opening (key) so it starts from `permission`. */
export function PermissionFormModal({ permission, onClose }: PermissionFormModalProps) {
  const { t } = useTranslation('apps-demo');
  const [name, setName] = useState(permission?.name ?? '');
  const [assignedTo, setAssignedTo] = useState<string[]>(permission?.assignedTo ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSavePermission();
  const editing = permission !== null;
  const title = editing ? t('permissions.form.editTitle') : t('permissions.form.addTitle');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = permissionBodySchema.safeParse({ name, assignedTo });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    save.mutate(
      { ...parsed.data, ...(permission ? { id: permission.id } : {}) },
      {
        onSuccess: (saved) => {
          notify.success(
            t(editing ? 'permissions.form.updated' : 'permissions.form.created', {
              name: saved.name,
            }),
          );
          onClose();
        },
        onError: (error) =>
          showSubmitError(error, errorMessage(error, t), { setErrors, setFormError }),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput
            label={t('permissions.fields.name')}
            withAsterisk
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Checkbox.Group
            label={t('permissions.fields.assignedTo')}
            value={assignedTo}
            onChange={setAssignedTo}
            error={errors.assignedTo}
          >
            <Group mt="xs">
              {PERMISSION_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`permissions.role.${role}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          {formError && (
            <Text c="red" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? t('common.update') : t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
