import { Modal, Select, Text, Textarea } from '@mantine/core';
import { ApiForm, notify, useApiForm, FormActions, useCharacterLimit } from '@portal/design';
import { BILLING_LIMITS, type CambioType, type Habilitacion, type Plan } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateCambio } from '../api/create-cambio';
import { isPlanChange, plansFor, validCambioTypes } from './cambio-rules';

const REASON_MAX = BILLING_LIMITS.reason;
const formSchema = z.object({ reason: z.string().trim().min(3).max(REASON_MAX) });

export interface RequestCambioModalProps {
  habilitacion: Habilitacion;
  opened: boolean;
  onClose: () => void;
}

/**
 * Ask for a change on an enablement. Only the changes valid for its status and plan are
 * offered; API field errors show beside their field and nothing typed is lost.
 */
export function RequestCambioModal({ habilitacion, opened, onClose }: RequestCambioModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('habilitaciones.request.title')}>
      <RequestForm habilitacion={habilitacion} onDone={onClose} />
    </Modal>
  );
}

function RequestForm({ habilitacion, onDone }: { habilitacion: Habilitacion; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const create = useCreateCambio();
  const limit = useCharacterLimit();
  const types = validCambioTypes(habilitacion.status, habilitacion.plan);
  const api = useApiForm({
    schema: formSchema,
    initialValues: { type: null as CambioType | null, toPlan: null as Plan | null, reason: '' },
    draft: `billing.cambio.${habilitacion.id}`,
    guardLeave: false,
    validate: ({ type, toPlan, reason }) => ({
      type: type ? null : t('habilitaciones.errors.required'),
      toPlan: type && isPlanChange(type) && !toPlan ? t('habilitaciones.errors.required') : null,
      // Empty says "required"; too short is the schema's own message.
      ...(reason.trim() === '' ? { reason: t('habilitaciones.errors.required') } : {}),
    }),
    submit: ({ type, toPlan, reason }) =>
      create.mutateAsync({
        habilitacionId: habilitacion.id,
        type: type ?? 'upgrade',
        ...(type && isPlanChange(type) && toPlan ? { toPlan } : {}),
        reason: reason.trim(),
      }),
    onSuccess: (cambio) => {
      notify.success(t('habilitaciones.request.success', { id: cambio.id }));
      onDone();
    },
  });
  const { form } = api;
  const { type } = form.getValues();
  const plans = type ? plansFor(type, habilitacion.plan) : [];
  return (
    <ApiForm form={api}>
      <Text size="sm">
        {t('habilitaciones.request.intro', {
          id: habilitacion.id,
          service: t(`habilitaciones.service.${habilitacion.service}`),
          plan: t(`habilitaciones.plan.${habilitacion.plan}`),
        })}
      </Text>
      <Select
        label={t('habilitaciones.request.type')}
        required
        data={types.map((value) => ({ value, label: t(`habilitaciones.cambio.type.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('type')}
        onChange={(value) => {
          const next = types.find((candidate) => candidate === value) ?? null;
          const { toPlan } = form.getValues();
          form.setValues({
            type: next,
            toPlan:
              next && toPlan && plansFor(next, habilitacion.plan).includes(toPlan) ? toPlan : null,
          });
        }}
      />
      {type && isPlanChange(type) ? (
        <Select
          label={t('habilitaciones.request.toPlan')}
          required
          data={plans.map((value) => ({ value, label: t(`habilitaciones.plan.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('toPlan')}
        />
      ) : null}
      <Textarea
        label={t('habilitaciones.request.reason')}
        required
        autosize
        minRows={3}
        {...limit(form.getInputProps('reason'), REASON_MAX)}
      />
      <FormActions
        onCancel={onDone}
        cancelLabel={t('habilitaciones.common.cancel')}
        submitLabel={t('habilitaciones.request.submit')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}
