import { Button, Group, Modal, Select, SimpleGrid, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ApiForm, notify, useApiForm, useCharacterLimit } from '@portal/design';
import {
  BILLING_LIMITS,
  CURRENCIES,
  facturaDetailResponseSchema,
  type Currency,
  type Factura,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CustomerSelect } from '../../../components/customer-select';
import { useLineErrorMessages } from '../../../components/document/document-labels';
import {
  emptyLineRow,
  fromLineItems,
  parsedLines,
  toLineItems,
  type LineItemRow,
} from '../../../components/document/line-items';
import { LineItemsEditor } from '../../../components/document/line-items-editor';
import { TotalsSummary } from '../../../components/document/totals-summary';
import { isoDay } from '../../../lib/day';
import { useCreateFactura } from '../api/create-factura';
import { useUpdateFactura } from '../api/update-factura';

const NOTES_MAX = BILLING_LIMITS.notes;
/** The draft of the new-invoice form, kept across reloads and sign-ins. */
export const NEW_FACTURA_DRAFT = 'billing.factura.new';
const formSchema = z.object({ notes: z.string().max(NOTES_MAX) });

const fieldError = (error: unknown) => (typeof error === 'string' ? error : undefined);

interface FacturaFormValues extends Record<string, unknown> {
  customerId: number | null;
  customerName: string;
  currency: Currency;
  issueDate: string;
  dueDate: string;
  lines: LineItemRow[];
  notes: string;
}

export interface FacturaFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The draft to edit; without it the form creates a new draft. */
  factura?: Factura;
  /** The draft's version (`versionOf` its detail), sent as `If-Match`. Default: none. */
  version?: string | null;
  /** Called with the saved draft. */
  onSaved: (factura: Factura) => void;
}

/** A saved invoice as the form holds it (also a 412's current record, for the conflict dialog). */
const valuesOf = (factura: Factura): FacturaFormValues => ({
  customerId: factura.customer.id,
  customerName: factura.customer.name,
  currency: factura.currency,
  issueDate: factura.issueDate,
  dueDate: factura.dueDate,
  lines: fromLineItems(factura.lines, factura.currency),
  notes: factura.notes,
});

/** Create or edit a draft invoice: customer, currency, dates, lines, notes, live totals. */
export function FacturaFormModal({
  opened,
  onClose,
  factura,
  version = null,
  onSaved,
}: FacturaFormModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={factura ? t('facturacion.form.editTitle') : t('facturacion.form.createTitle')}
    >
      <FacturaForm factura={factura} version={version} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function FacturaForm({
  factura,
  version,
  onCancel,
  onSaved,
}: {
  factura?: Factura;
  version: string | null;
  onCancel: () => void;
  onSaved: (factura: Factura) => void;
}) {
  const { t } = useTranslation('billing');
  const lineMessages = useLineErrorMessages();
  const create = useCreateFactura();
  const update = useUpdateFactura();
  const limit = useCharacterLimit();
  const [currencyTouched, setCurrencyTouched] = useState(factura !== undefined);
  const api = useApiForm<FacturaFormValues, Factura>({
    schema: formSchema,
    initialValues: factura
      ? valuesOf(factura)
      : {
          customerId: null,
          customerName: '',
          currency: 'USD',
          issueDate: isoDay(0),
          dueDate: isoDay(30),
          lines: [emptyLineRow()],
          notes: '',
        },
    conflict: factura
      ? {
          version,
          toValues: (current) => valuesOf(facturaDetailResponseSchema.parse(current).factura),
          labels: {
            customerName: t('facturacion.fields.customer'),
            currency: t('facturacion.fields.currency'),
            issueDate: t('facturacion.fields.issueDate'),
            dueDate: t('facturacion.fields.dueDate'),
            lines: t('document.linesCaption'),
            notes: t('facturacion.fields.notes'),
          },
        }
      : undefined,
    draft: factura ? undefined : NEW_FACTURA_DRAFT,
    // A new invoice is kept as a draft; only the edit of a saved one could be lost.
    guardLeave: factura !== undefined,
    validate: (values) => {
      const required = t('facturacion.form.errors.required');
      const parsed = toLineItems(values.lines, values.currency, lineMessages);
      return {
        customerId: values.customerId === null ? t('facturacion.form.errors.customer') : null,
        issueDate: values.issueDate ? null : required,
        dueDate: !values.dueDate
          ? required
          : values.issueDate && values.dueDate < values.issueDate
            ? t('facturacion.form.errors.dueDate')
            : null,
        lines: values.lines.length === 0 ? t('facturacion.form.errors.lines') : null,
        ...('errors' in parsed ? parsed.errors : {}),
      };
    },
    submit: (values, { ifMatch }) => {
      const parsed = toLineItems(values.lines, values.currency, lineMessages);
      const body = {
        customerId: values.customerId ?? 0,
        currency: values.currency,
        issueDate: values.issueDate,
        dueDate: values.dueDate,
        lines: 'lines' in parsed ? parsed.lines : [],
        notes: values.notes.trim(),
      };
      return factura
        ? update.mutateAsync({ id: factura.id, body, ifMatch })
        : create.mutateAsync(body);
    },
    onSuccess: (saved) => {
      notify.success(factura ? t('facturacion.form.updated') : t('facturacion.form.created'));
      onSaved(saved);
    },
  });
  const { form } = api;
  const values = form.getValues();
  const customer =
    values.customerId === null ? null : { id: values.customerId, name: values.customerName };

  return (
    <ApiForm form={api}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CustomerSelect
          label={t('facturacion.fields.customer')}
          nothingFound={t('facturacion.form.noCustomer')}
          value={customer}
          required
          onChange={(chosen) => {
            form.setValues({
              customerId: chosen?.id ?? null,
              customerName: chosen?.name ?? '',
              ...(chosen && !currencyTouched ? { currency: chosen.currency } : {}),
            });
            form.clearFieldError('customerId');
          }}
          error={fieldError(form.errors.customerId)}
        />
        <Select
          label={t('facturacion.fields.currency')}
          required
          allowDeselect={false}
          data={CURRENCIES.map((code) => ({ value: code, label: code }))}
          {...form.getInputProps('currency')}
          onChange={(value) => {
            const code = CURRENCIES.find((candidate) => candidate === value);
            if (code) form.setFieldValue('currency', code);
            setCurrencyTouched(true);
          }}
        />
        <DateInput
          label={t('facturacion.fields.issueDate')}
          required
          valueFormat="YYYY-MM-DD"
          {...form.getInputProps('issueDate')}
        />
        <DateInput
          label={t('facturacion.fields.dueDate')}
          required
          valueFormat="YYYY-MM-DD"
          {...form.getInputProps('dueDate')}
        />
      </SimpleGrid>
      <LineItemsEditor
        value={values.lines}
        onChange={(next) => {
          form.setFieldValue('lines', next);
          form.clearErrors();
        }}
        currency={values.currency}
        errors={Object.fromEntries(
          Object.entries(form.errors).map(([key, error]) => [
            key,
            typeof error === 'string' ? error : undefined,
          ]),
        )}
      />
      <Textarea
        label={t('facturacion.fields.notes')}
        autosize
        minRows={2}
        {...limit(form.getInputProps('notes'), NOTES_MAX)}
      />
      <Group justify="flex-end">
        <TotalsSummary
          lines={parsedLines(values.lines, values.currency)}
          currency={values.currency}
        />
      </Group>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            if (!factura) api.draft.discard();
            onCancel();
          }}
          disabled={api.submitting}
        >
          {t('facturacion.actions.cancel')}
        </Button>
        <Button type="submit" loading={api.submitting}>
          {factura ? t('facturacion.form.save') : t('facturacion.form.create')}
        </Button>
      </Group>
    </ApiForm>
  );
}
