import {
  Checkbox,
  Loader,
  Modal,
  SimpleGrid,
  Table,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  ApiForm,
  activeLocale,
  apiErrorMessage,
  notify,
  useApiForm,
  FormActions,
  useCharacterLimit,
} from '@portal/design';
import { formatMoney, sumMinor } from '@portal/contract/money';
import { BILLING_LIMITS, type Nota } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CustomerSelect } from '../../../components/customer-select';
import { formatDay, isoDay } from '../../../lib/day';
import { useCreateNota } from '../api/create-nota';
import { useDueFacturas } from '../api/get-due-facturas';

const MESSAGE_MAX = BILLING_LIMITS.message;
const formSchema = z.object({ dueDate: z.string().min(1), message: z.string().max(MESSAGE_MAX) });
const fieldError = (error: unknown) => (typeof error === 'string' ? error : undefined);

interface NotaFormValues extends Record<string, unknown> {
  customerId: number | null;
  customerName: string;
  facturaIds: string[];
  dueDate: string;
  message: string;
}

export interface NotaFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the created note. */
  onSaved: (nota: Nota) => void;
}

/** New billing note: a customer, then some of their due invoices (one currency), due date, message. */
export function NotaFormModal({ opened, onClose, onSaved }: NotaFormModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('notas.form.title')}>
      <NotaForm onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function NotaForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (nota: Nota) => void }) {
  const { t } = useTranslation('billing');
  const locale = activeLocale();
  const create = useCreateNota();
  const limit = useCharacterLimit();
  const api = useApiForm<NotaFormValues, Nota>({
    schema: formSchema,
    initialValues: {
      customerId: null,
      customerName: '',
      facturaIds: [],
      dueDate: isoDay(15),
      message: '',
    },
    // Kept across reloads until it is sent or discarded.
    draft: 'billing.nota.new',
    guardLeave: false,
    validate: (values) => ({
      customerId: values.customerId === null ? t('notas.form.errors.customer') : null,
      facturaIds: values.facturaIds.length === 0 ? t('notas.form.errors.invoices') : null,
    }),
    submit: (values) =>
      create.mutateAsync({
        facturaIds: values.facturaIds.map(Number),
        dueDate: values.dueDate,
        message: values.message.trim(),
      }),
    onSuccess: (nota) => {
      notify.success(t('notas.form.created', { number: nota.number }));
      onSaved(nota);
    },
  });
  const { form } = api;
  const values = form.getValues();
  const customer =
    values.customerId === null ? null : { id: values.customerId, name: values.customerName };
  const due = useDueFacturas(values.customerId);
  const facturas = due.data?.facturas ?? [];
  const chosen = facturas.filter((factura) => values.facturaIds.includes(String(factura.id)));
  const currency = chosen[0]?.currency;

  return (
    <ApiForm form={api}>
      <CustomerSelect
        label={t('notas.fields.customer')}
        nothingFound={t('notas.form.noCustomer')}
        value={customer}
        required
        onChange={(next) => {
          form.setValues({
            customerId: next?.id ?? null,
            customerName: next?.name ?? '',
            facturaIds: [],
          });
          form.clearFieldError('customerId');
        }}
        error={fieldError(form.errors.customerId)}
      />
      {customer ? (
        <Checkbox.Group
          label={t('notas.form.invoices')}
          description={t('notas.form.invoicesHint')}
          required
          {...form.getInputProps('facturaIds')}
        >
          {due.isPending ? (
            <Loader size="sm" mt="sm" role="status" aria-label={t('notas.form.loadingInvoices')} />
          ) : due.isError ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {apiErrorMessage(due.error, t)}
            </Text>
          ) : facturas.length === 0 ? (
            <Text size="sm" mt="sm">
              {t('notas.form.noInvoices')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520} mt="xs">
              <Table aria-label={t('notas.form.invoices')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <VisuallyHidden>{t('notas.form.include')}</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>{t('notas.fields.number')}</Table.Th>
                    <Table.Th>{t('notas.fields.dueDate')}</Table.Th>
                    <Table.Th>{t('notas.fields.status')}</Table.Th>
                    <Table.Th ta="end">{t('notas.fields.balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {facturas.map((factura) => (
                    <Table.Tr key={factura.id}>
                      <Table.Td>
                        <Checkbox
                          value={String(factura.id)}
                          aria-label={t('notas.form.includeInvoice', {
                            number: factura.number ?? '',
                          })}
                          disabled={currency !== undefined && factura.currency !== currency}
                        />
                      </Table.Td>
                      <Table.Td>
                        <bdi>{factura.number}</bdi>
                      </Table.Td>
                      <Table.Td>{formatDay(factura.dueDate)}</Table.Td>
                      <Table.Td>{t(`notas.facturaStatus.${factura.status}`)}</Table.Td>
                      <Table.Td ta="end">
                        <bdi>{formatMoney(factura.balance, factura.currency, locale)}</bdi>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Checkbox.Group>
      ) : null}
      {currency ? (
        <Text fw={600} role="status">
          {t('notas.form.total', {
            count: chosen.length,
            total: formatMoney(
              sumMinor(chosen.map((factura) => factura.balance)),
              currency,
              locale,
            ),
          })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateInput
          label={t('notas.fields.dueDate')}
          required
          valueFormat="YYYY-MM-DD"
          {...form.getInputProps('dueDate')}
        />
      </SimpleGrid>
      <Textarea
        label={t('notas.fields.message')}
        autosize
        minRows={2}
        {...limit(form.getInputProps('message'), MESSAGE_MAX)}
      />
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('notas.actions.cancel')}
        submitLabel={t('notas.form.create')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}
