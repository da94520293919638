import {
  Button,
  Card,
  Grid,
  Group,
  Select,
  SimpleGrid,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ApiForm, notify, useApiForm, useCharacterLimit } from '@portal/design';
import {
  CURRENCIES,
  invoiceBodySchema,
  invoiceDetailResponseSchema,
  type Currency,
  type Invoice,
  type InvoiceClient,
} from '@portal/contract';
import { RiSave3Line } from '@remixicon/react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
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
import { paths } from '../../../config/paths';
import { useSaveInvoice } from '../api/save-invoice';
import { ClientPicker } from './client-picker';

/** Everything the form holds, as typed. */
// A type, not an interface: useApiForm's values are a Record.
export type InvoiceFormValues = {
  client: InvoiceClient | null;
  issuedDate: string | null;
  dueDate: string | null;
  service: string;
  currency: Currency;
  rows: LineItemRow[];
  note: string;
};

export const emptyInvoiceForm = (today: string): InvoiceFormValues => ({
  client: null,
  issuedDate: today,
  dueDate: null,
  service: '',
  currency: 'USD',
  rows: [emptyLineRow()],
  note: '',
});

/** A saved invoice as the form holds it. */
export const invoiceFormValues = (invoice: Invoice): InvoiceFormValues => ({
  client: invoice.client,
  issuedDate: invoice.issuedDate,
  dueDate: invoice.dueDate,
  service: invoice.service,
  currency: invoice.currency,
  rows: fromLineItems(invoice.lines, invoice.currency),
  note: invoice.note,
});

const shape = invoiceBodySchema.shape;
/** The contract's rules for the fields typed as they are sent; client and lines are checked below. */
const invoiceFormSchema = z.object({
  issuedDate: shape.issuedDate,
  dueDate: shape.dueDate,
  service: shape.service,
  currency: shape.currency,
  note: shape.note,
});

interface InvoiceFormProps {
  /** Edit this invoice; undefined creates one. */
  invoiceId?: number;
  /** Values the form starts from (the saved invoice, or an empty form). */
  initial: InvoiceFormValues;
  /** The saved invoice's version (`versionOf` its detail), sent as `If-Match`. Default: none. */
  version?: string | null;
}

/**
 * Add / edit form: client, dates, service, currency, lines, notes, live totals. The kit's
 * useApiForm checks it with the contract's schema, shows a 400's errors beside the fields,
 * keeps a draft, asks before leaving; after saving it opens the preview.
 */
export function InvoiceForm({ invoiceId, initial, version = null }: InvoiceFormProps) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const lineMessages = useLineErrorMessages();
  const save = useSaveInvoice();
  const limit = useCharacterLimit();
  const [savedId, setSavedId] = useState<number | null>(null);
  const api = useApiForm({
    schema: invoiceFormSchema,
    initialValues: initial,
    draft: invoiceId === undefined ? 'invoice-add' : `invoice-edit-${invoiceId}`,
    validate: (values) => {
      const lines = toLineItems(values.rows, values.currency, lineMessages);
      return {
        ...('errors' in lines ? lines.errors : {}),
        lines: values.rows.length === 0 ? t('invoice.form.errors.lines') : undefined,
        client: values.client ? undefined : t('invoice.form.errors.client'),
        ...(values.issuedDate && values.dueDate && values.dueDate < values.issuedDate
          ? { dueDate: t('invoice.form.errors.dueBeforeIssue') }
          : {}),
      };
    },
    conflict:
      invoiceId === undefined
        ? undefined
        : {
            version,
            toValues: (current) =>
              invoiceFormValues(invoiceDetailResponseSchema.parse(current).invoice),
            labels: {
              client: t('invoice.fields.client'),
              issuedDate: t('invoice.fields.issuedDate'),
              dueDate: t('invoice.fields.dueDate'),
              service: t('invoice.fields.service'),
              currency: t('invoice.fields.currency'),
              rows: t('document.linesCaption'),
              note: t('invoice.fields.note'),
            },
          },
    submit: ({ rows, ...values }, { ifMatch }) => {
      const lines = toLineItems(rows, values.currency, lineMessages);
      const body = invoiceBodySchema.parse({
        ...values,
        lines: 'lines' in lines ? lines.lines : [],
      });
      return save.mutateAsync({ id: invoiceId, body, ifMatch });
    },
    onSuccess: ({ invoice }) => {
      notify.success(
        t(invoiceId === undefined ? 'invoice.form.created' : 'invoice.form.updated', {
          id: invoice.id,
        }),
      );
      // After the render that drops the leave guard.
      setSavedId(invoice.id);
    },
  });
  useEffect(() => {
    if (savedId !== null) void navigate(paths.invoice.preview.href(savedId));
  }, [navigate, savedId]);
  const { values, errors, setFieldValue } = api.form;
  const lineErrors = Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path,
      typeof message === 'string' ? message : undefined,
    ]),
  );
  const clientError = Object.entries(lineErrors).find(([path]) => path.startsWith('client'))?.[1];

  const live = parsedLines(values.rows, values.currency);
  return (
    <ApiForm form={api}>
      <Card withBorder padding="lg">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ClientPicker
              value={values.client}
              onChange={(client) => setFieldValue('client', client)}
              error={clientError}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DateInput
                label={t('invoice.fields.issuedDate')}
                required
                valueFormat="YYYY-MM-DD"
                {...api.form.getInputProps('issuedDate')}
              />
              <DateInput
                label={t('invoice.fields.dueDate')}
                required
                valueFormat="YYYY-MM-DD"
                {...api.form.getInputProps('dueDate')}
              />
              <TextInput
                label={t('invoice.fields.service')}
                {...limit(api.form.getInputProps('service'), 100)}
              />
              <Select
                label={t('invoice.fields.currency')}
                data={[...CURRENCIES]}
                allowDeselect={false}
                {...api.form.getInputProps('currency')}
              />
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="invoice-lines-title">
        <Title order={2} size="h4" id="invoice-lines-title" mb="md">
          {t('invoice.form.lines')}
        </Title>
        <LineItemsEditor
          value={values.rows}
          onChange={(rows) => setFieldValue('rows', rows)}
          currency={values.currency}
          errors={lineErrors}
        />
        <Group justify="flex-end" mt="lg">
          <TotalsSummary lines={live} currency={values.currency} />
        </Group>
      </Card>
      <Card withBorder padding="lg">
        <Textarea
          label={t('invoice.fields.note')}
          autosize
          minRows={3}
          {...limit(api.form.getInputProps('note'), 2000)}
        />
      </Card>
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={api.submitting}
          leftSection={<RiSave3Line size={16} aria-hidden />}
        >
          {t('invoice.form.save')}
        </Button>
      </Group>
    </ApiForm>
  );
}
