import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notify } from '@portal/design';
import {
  CURRENCIES,
  type Currency,
  type Customer,
  type Factura,
  type FacturaBody,
} from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useCreateFactura } from '../api/create-factura';
import { errorMessage, fieldErrors } from '../api/error-message';
import { useUpdateFactura } from '../api/update-factura';
import { isoDay } from '../../../lib/day';

export interface FacturaFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The draft to edit; without it the form creates a new draft. */
  factura?: Factura;
  /** Called with the saved draft. */
  onSaved: (factura: Factura) => void;
}

/** Create or edit a draft invoice: customer, currency, dates, lines, notes, live totals. */
export function FacturaFormModal({ opened, onClose, factura, onSaved }: FacturaFormModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={factura ? t('facturacion.form.editTitle') : t('facturacion.form.createTitle')}
    >
      <FacturaForm factura={factura} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

type FormErrors = Record<string, string | undefined>;

function FacturaForm({
  factura,
  onCancel,
  onSaved,
}: {
  factura?: Factura;
  onCancel: () => void;
  onSaved: (factura: Factura) => void;
}) {
  const { t } = useTranslation('billing');
  const lineMessages = useLineErrorMessages();
  const create = useCreateFactura();
  const update = useUpdateFactura();
  const [customer, setCustomer] = useState<Pick<Customer, 'id' | 'name'> | null>(
    factura?.customer ?? null,
  );
  const [currency, setCurrency] = useState<Currency>(factura?.currency ?? 'USD');
  const [currencyTouched, setCurrencyTouched] = useState(factura !== undefined);
  const [issueDate, setIssueDate] = useState(factura?.issueDate ?? isoDay(0));
  const [dueDate, setDueDate] = useState(factura?.dueDate ?? isoDay(30));
  const [rows, setRows] = useState<LineItemRow[]>(() =>
    factura ? fromLineItems(factura.lines, factura.currency) : [emptyLineRow()],
  );
  const [notes, setNotes] = useState(factura?.notes ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const pending = create.isPending || update.isPending;

  const clearError = (...keys: string[]) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
    );

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    const required = t('facturacion.form.errors.required');
    if (!customer) found.customerId = t('facturacion.form.errors.customer');
    if (!issueDate) found.issueDate = required;
    if (!dueDate) found.dueDate = required;
    else if (issueDate && dueDate < issueDate) found.dueDate = t('facturacion.form.errors.dueDate');
    if (rows.length === 0) found.lines = t('facturacion.form.errors.lines');
    const parsed = toLineItems(rows, currency, lineMessages);
    if ('errors' in parsed) Object.assign(found, parsed.errors);
    if (!customer || Object.keys(found).length > 0 || 'errors' in parsed) {
      setErrors(found);
      return;
    }
    const body: FacturaBody = {
      customerId: customer.id,
      currency,
      issueDate,
      dueDate,
      lines: parsed.lines,
      notes: notes.trim(),
    };
    const options = {
      onSuccess: (saved: Factura) => {
        notify.success(factura ? t('facturacion.form.updated') : t('facturacion.form.created'));
        onSaved(saved);
      },
      onError: (error: Error) => {
        const apiErrors = fieldErrors(error);
        if (Object.keys(apiErrors).length > 0) setErrors(apiErrors);
        notify.error(errorMessage(error, t));
      },
    };
    if (factura) update.mutate({ id: factura.id, body }, options);
    else create.mutate(body, options);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CustomerSelect
            label={t('facturacion.fields.customer')}
            nothingFound={t('facturacion.form.noCustomer')}
            value={customer}
            required
            onChange={(chosen) => {
              setCustomer(chosen);
              if (chosen && !currencyTouched) setCurrency(chosen.currency);
              clearError('customerId');
            }}
            error={errors.customerId}
          />
          <Select
            label={t('facturacion.fields.currency')}
            required
            allowDeselect={false}
            data={CURRENCIES.map((code) => ({ value: code, label: code }))}
            value={currency}
            onChange={(value) => {
              const code = CURRENCIES.find((candidate) => candidate === value);
              if (code) setCurrency(code);
              setCurrencyTouched(true);
              clearError('currency');
            }}
            error={errors.currency}
          />
          <TextInput
            type="date"
            label={t('facturacion.fields.issueDate')}
            required
            value={issueDate}
            onChange={(event) => {
              setIssueDate(event.currentTarget.value);
              clearError('issueDate');
            }}
            error={errors.issueDate}
          />
          <TextInput
            type="date"
            label={t('facturacion.fields.dueDate')}
            required
            value={dueDate}
            onChange={(event) => {
              setDueDate(event.currentTarget.value);
              clearError('dueDate');
            }}
            error={errors.dueDate}
          />
        </SimpleGrid>
        <LineItemsEditor
          value={rows}
          onChange={(next) => {
            setRows(next);
            setErrors((current) =>
              Object.fromEntries(
                Object.entries(current).filter(([key]) => !key.startsWith('lines')),
              ),
            );
          }}
          currency={currency}
          errors={errors}
        />
        <Textarea
          label={t('facturacion.fields.notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          error={errors.notes}
        />
        <Group justify="flex-end">
          <TotalsSummary lines={parsedLines(rows, currency)} currency={currency} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('facturacion.actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {factura ? t('facturacion.form.save') : t('facturacion.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
