import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { formatDate, notify } from '@portal/design';
import {
  CURRENCIES,
  invoiceBodySchema,
  invoiceClientSchema,
  type Currency,
  type InvoiceClient,
} from '@portal/contract';
import { RiDeleteBack2Line, RiSave3Line } from '@remixicon/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLineErrorMessages } from '../../../components/document/document-labels';
import {
  emptyLineRow,
  parsedLines,
  toLineItems,
  type LineItemRow,
} from '../../../components/document/line-items';
import { LineItemsEditor } from '../../../components/document/line-items-editor';
import { TotalsSummary } from '../../../components/document/totals-summary';
import { paths } from '../../../config/paths';
import { useFormDraft } from '../../../lib/invoice-form/use-form-draft';
import { useSaveInvoice } from '../api/save-invoice';
import { apiFieldErrors, errorMessage } from '../utils/errors';
import { ClientPicker } from './client-picker';
import { LeaveGuard } from './leave-guard';

/** Everything the form holds, as typed. */
export interface InvoiceFormValues {
  client: InvoiceClient | null;
  issuedDate: string | null;
  dueDate: string | null;
  service: string;
  currency: Currency;
  rows: LineItemRow[];
  note: string;
}

export const emptyInvoiceForm = (today: string): InvoiceFormValues => ({
  client: null,
  issuedDate: today,
  dueDate: null,
  service: '',
  currency: 'USD',
  rows: [emptyLineRow()],
  note: '',
});

const isText = (value: unknown): value is string => typeof value === 'string';
const isRow = (value: unknown): value is LineItemRow =>
  typeof value === 'object' &&
  value !== null &&
  ['key', 'description', 'quantity', 'unitPrice', 'discount', 'tax'].every((field) =>
    isText((value as Record<string, unknown>)[field]),
  );

/** Whether stored JSON is a draft of this form (drafts come back from localStorage). */
export function isInvoiceFormValues(value: unknown): value is InvoiceFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.client === null || invoiceClientSchema.safeParse(v.client).success) &&
    (v.issuedDate === null || isText(v.issuedDate)) &&
    (v.dueDate === null || isText(v.dueDate)) &&
    isText(v.service) &&
    CURRENCIES.some((currency) => currency === v.currency) &&
    Array.isArray(v.rows) &&
    v.rows.every(isRow) &&
    isText(v.note)
  );
}

/** The values without row keys: what "changed" compares. */
const comparable = (values: InvoiceFormValues) =>
  JSON.stringify({
    ...values,
    rows: values.rows.map((row) => [
      row.description,
      row.quantity,
      row.unitPrice,
      row.discount,
      row.tax,
    ]),
  });

interface InvoiceFormProps {
  /** Edit this invoice; undefined creates one. */
  invoiceId?: number;
  /** Values the form starts from (the saved invoice, or an empty form). */
  initial: InvoiceFormValues;
}

/**
 * Add / edit form: client, dates, service, currency, lines, notes, live totals. Validates with
 * the API's zod schema before sending, shows API 400 errors beside the fields, autosaves a
 * draft, asks before leaving with unsaved changes, and opens the preview after saving.
 */
export function InvoiceForm({ invoiceId, initial }: InvoiceFormProps) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const lineMessages = useLineErrorMessages();
  const save = useSaveInvoice();
  const draft = useFormDraft(
    invoiceId === undefined ? 'invoice-draft-add' : `invoice-draft-edit-${invoiceId}`,
    isInvoiceFormValues,
  );
  const [values, setValues] = useState<InvoiceFormValues>(() => draft.restored?.values ?? initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [savedId, setSavedId] = useState<number | null>(null);
  const initialKey = useMemo(() => comparable(initial), [initial]);
  const dirty = savedId === null && comparable(values) !== initialKey;

  useEffect(() => {
    if (savedId !== null) void navigate(paths.invoice.preview.href(savedId));
  }, [navigate, savedId]);

  const change = (patch: Partial<InvoiceFormValues>) => {
    setValues((previous) => {
      const next = { ...previous, ...patch };
      draft.save(next, comparable(next) !== initialKey);
      return next;
    });
  };

  const discardDraft = () => {
    draft.clear();
    setValues(initial);
    setErrors({});
  };

  const translateIssue = (path: string, code: string, input: unknown): string => {
    if (path === 'dueDate' && code === 'custom') return t('invoice.form.errors.dueBeforeIssue');
    if (path === 'client') return t('invoice.form.errors.client');
    if (input === undefined || input === null || input === '') return t('invoice.errors.required');
    if (path === 'lines') return t('invoice.form.errors.lines');
    return t('invoice.errors.invalid');
  };

  const submit = () => {
    const next: Record<string, string> = {};
    const lines = toLineItems(values.rows, values.currency, lineMessages);
    if ('errors' in lines) Object.assign(next, lines.errors);
    // The schema checks the dates only once every other field parses; say it at once.
    if (values.issuedDate && values.dueDate && values.dueDate < values.issuedDate) {
      next.dueDate = t('invoice.form.errors.dueBeforeIssue');
    }
    // Unchecked input: the schema reports a missing client or date beside its field.
    const body: Record<string, unknown> = {
      client: values.client,
      issuedDate: values.issuedDate ?? '',
      dueDate: values.dueDate ?? '',
      service: values.service,
      currency: values.currency,
      lines: 'lines' in lines ? lines.lines : [],
      note: values.note,
    };
    const parsed = invoiceBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        const top = String(issue.path[0] ?? '');
        // Line fields are reported by toLineItems in the user's words; the list itself here.
        if (top === 'lines' && 'errors' in lines) continue;
        if (top === 'lines' && issue.path.length > 1) continue;
        const key = top === 'client' ? 'client' : path;
        next[key] ??= translateIssue(key, issue.code, issue.input);
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) {
      notify.error(t('invoice.form.fixErrors'));
      return;
    }
    save.mutate(
      { id: invoiceId, body: parsed.data },
      {
        onSuccess: ({ invoice }) => {
          draft.clear();
          notify.success(
            invoiceId === undefined
              ? t('invoice.form.created', { id: invoice.id })
              : t('invoice.form.updated', { id: invoice.id }),
          );
          setSavedId(invoice.id);
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error);
          if (fieldErrors) {
            const mapped: Record<string, string> = {};
            for (const [field, message] of Object.entries(fieldErrors)) {
              mapped[field.startsWith('client.') ? 'client' : field] ??= message;
            }
            setErrors(mapped);
            notify.error(t('invoice.form.fixErrors'));
          } else notify.error(errorMessage(error, t));
        },
      },
    );
  };

  const live = parsedLines(values.rows, values.currency);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <LeaveGuard when={dirty} />
      <Stack>
        {draft.restored ? (
          <Alert color="blue" title={t('invoice.draft.title')} role="status">
            <Group justify="space-between">
              <span>
                {t('invoice.draft.message', {
                  time: formatDate(draft.restored.savedAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </span>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={draft.dismiss}>
                  {t('invoice.draft.keep')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<RiDeleteBack2Line size={14} aria-hidden />}
                  onClick={discardDraft}
                >
                  {t('invoice.draft.discard')}
                </Button>
              </Group>
            </Group>
          </Alert>
        ) : null}
        <Card withBorder padding="lg">
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ClientPicker
                value={values.client}
                onChange={(client) => change({ client })}
                error={errors.client}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <DateInput
                  label={t('invoice.fields.issuedDate')}
                  required
                  valueFormat="YYYY-MM-DD"
                  value={values.issuedDate}
                  onChange={(issuedDate) => change({ issuedDate })}
                  error={errors.issuedDate}
                />
                <DateInput
                  label={t('invoice.fields.dueDate')}
                  required
                  valueFormat="YYYY-MM-DD"
                  value={values.dueDate}
                  onChange={(dueDate) => change({ dueDate })}
                  error={errors.dueDate}
                />
                <TextInput
                  label={t('invoice.fields.service')}
                  value={values.service}
                  onChange={(event) => change({ service: event.currentTarget.value })}
                  error={errors.service}
                />
                <Select
                  label={t('invoice.fields.currency')}
                  data={[...CURRENCIES]}
                  allowDeselect={false}
                  value={values.currency}
                  onChange={(value) => {
                    const currency = CURRENCIES.find((candidate) => candidate === value);
                    if (currency) change({ currency });
                  }}
                  error={errors.currency}
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
            onChange={(rows) => change({ rows })}
            currency={values.currency}
            errors={errors}
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
            value={values.note}
            onChange={(event) => change({ note: event.currentTarget.value })}
            error={errors.note}
          />
        </Card>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<RiSave3Line size={16} aria-hidden />}
          >
            {t('invoice.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
