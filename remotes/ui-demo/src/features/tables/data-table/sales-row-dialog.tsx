import { Modal, NumberInput, Select, TextInput } from '@mantine/core';
import { ApiForm, formatCurrency, notify, useApiForm, FormActions } from '@portal/design';
import { SALES_STATUSES, salesRowBodySchema, type SalesRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateSalesRow } from '../api/sales-rows';

function EditForm({ row, onClose }: { row: SalesRow; onClose: () => void }) {
  const { t } = useTranslation('ui-demo');
  const update = useUpdateSalesRow();
  const state = useApiForm({
    schema: salesRowBodySchema,
    initialValues: {
      buyerName: row.buyer.name,
      status: row.payment.status,
      paidAmount: row.payment.paidAmount,
    },
    submit: (values) => update.mutateAsync({ ...salesRowBodySchema.parse(values), id: row.id }),
    onSuccess: () => {
      notify.success(t('tables.saved'));
      onClose();
    },
    guardLeave: false,
  });
  return (
    <ApiForm form={state}>
      <TextInput
        label={t('tables.buyer')}
        withAsterisk
        {...state.form.getInputProps('buyerName')}
      />
      <Select
        label={t('tables.status')}
        withAsterisk
        allowDeselect={false}
        data={SALES_STATUSES.map((value) => ({ value, label: t(`tables.statuses.${value}`) }))}
        {...state.form.getInputProps('status')}
      />
      <NumberInput
        label={t('tables.paidAmount')}
        description={t('tables.ofTotal', { total: formatCurrency(row.payment.total, 'USD') })}
        min={0}
        decimalScale={2}
        withAsterisk
        {...state.form.getInputProps('paidAmount')}
      />
      <FormActions
        onCancel={onClose}
        cancelLabel={t('sample.cancel')}
        submitLabel={t('sample.save')}
        submitting={state.submitting}
      />
    </ApiForm>
  );
}

/** Edit one sales row in a dialog; a 400 from the API shows beside its field. */
export function SalesRowDialog({ row, onClose }: { row: SalesRow | null; onClose: () => void }) {
  const { t } = useTranslation('ui-demo');
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('tables.editRow', { id: row?.id })}>
      {row && <EditForm row={row} onClose={onClose} />}
    </Modal>
  );
}
