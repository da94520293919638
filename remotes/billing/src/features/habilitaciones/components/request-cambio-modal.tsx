import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { ApiError } from '@portal/auth';
import { notify } from '@portal/design';
import type { CambioType, HabilitacionRow, Plan } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCambio } from '../api/create-cambio';
import { isPlanChange, plansFor, validCambioTypes } from './cambio-rules';
import { errorText } from './display';

export interface RequestCambioModalProps {
  habilitacion: HabilitacionRow;
  opened: boolean;
  onClose: () => void;
}

type Field = 'type' | 'toPlan' | 'reason';
const MIN_REASON = 3;

/**
 * Ask for a change on an enablement. Only the changes valid for its status and plan are
 * offered; API field errors show beside their field and nothing typed is lost.
 */
export function RequestCambioModal({ habilitacion, opened, onClose }: RequestCambioModalProps) {
  const { t } = useTranslation('billing');
  const create = useCreateCambio();
  const types = validCambioTypes(habilitacion.status, habilitacion.plan);
  const [type, setType] = useState<CambioType | null>(null);
  const [toPlan, setToPlan] = useState<Plan | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const plans = type ? plansFor(type, habilitacion.plan) : [];

  const reset = () => {
    setType(null);
    setToPlan(null);
    setReason('');
    setErrors({});
    setFormError(null);
  };

  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    const trimmed = reason.trim();
    if (!type) found.type = t('habilitaciones.errors.required');
    if (type && isPlanChange(type) && !toPlan) found.toPlan = t('habilitaciones.errors.required');
    if (trimmed === '') found.reason = t('habilitaciones.errors.required');
    else if (trimmed.length < MIN_REASON)
      found.reason = t('habilitaciones.errors.reasonLength', { count: MIN_REASON });
    setErrors(found);
    setFormError(null);
    if (!type || Object.keys(found).length > 0) return;
    create.mutate(
      {
        habilitacionId: habilitacion.id,
        type,
        ...(isPlanChange(type) && toPlan ? { toPlan } : {}),
        reason: trimmed,
      },
      {
        onSuccess: (cambio) => {
          notify.success(t('habilitaciones.request.success', { id: cambio.id }));
          reset();
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          const next: Partial<Record<Field, string>> = {};
          for (const field of ['type', 'toPlan', 'reason'] as const) {
            const messages = fields[field];
            if (messages && messages.length > 0) next[field] = messages.join(' ');
          }
          setErrors(next);
          if (Object.keys(next).length === 0) {
            // A 409 carries why the change does not apply; show it with our own words.
            const message =
              error instanceof ApiError && error.status === 409
                ? `${t('habilitaciones.errors.conflict')} (${error.message})`
                : errorText(error, t);
            setFormError(message);
            notify.error(message);
          }
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('habilitaciones.request.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {t('habilitaciones.request.intro', {
              id: habilitacion.id,
              service: t(`habilitaciones.service.${habilitacion.service}`),
              plan: t(`habilitaciones.plan.${habilitacion.plan}`),
            })}
          </Text>
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Select
            label={t('habilitaciones.request.type')}
            required
            data={types.map((value) => ({
              value,
              label: t(`habilitaciones.cambio.type.${value}`),
            }))}
            value={type}
            onChange={(value) => {
              const next = types.find((candidate) => candidate === value) ?? null;
              setType(next);
              if (next === null || !plansFor(next, habilitacion.plan).includes(toPlan ?? 'basic'))
                setToPlan(null);
            }}
            error={errors.type}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {type && isPlanChange(type) ? (
            <Select
              label={t('habilitaciones.request.toPlan')}
              required
              data={plans.map((value) => ({ value, label: t(`habilitaciones.plan.${value}`) }))}
              value={toPlan}
              onChange={(value) => setToPlan(plans.find((plan) => plan === value) ?? null)}
              error={errors.toPlan}
              allowDeselect={false}
            />
          ) : null}
          <Textarea
            label={t('habilitaciones.request.reason')}
            required
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('habilitaciones.common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('habilitaciones.request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
