import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { activeLocale, notify } from '@portal/design';
import { formatMoney, sumMinor } from '@portal/contract/money';
import type { Customer, Nota } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from '../../../components/customer-select';
import { useCreateNota } from '../api/create-nota';
import { errorMessage, fieldErrors } from '../api/error-message';
import { useDueFacturas } from '../api/get-due-facturas';
import { formatDay, isoDay } from '../../../lib/day';

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

type FormErrors = Record<string, string | undefined>;

function NotaForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (nota: Nota) => void }) {
  const { t } = useTranslation('billing');
  const locale = activeLocale();
  const create = useCreateNota();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState(isoDay(15));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const due = useDueFacturas(customer?.id ?? null);
  const facturas = due.data?.facturas ?? [];
  const chosen = facturas.filter((factura) => selected.includes(String(factura.id)));
  const currency = chosen[0]?.currency;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (!customer) found.customerId = t('notas.form.errors.customer');
    if (chosen.length === 0) found.facturaIds = t('notas.form.errors.invoices');
    if (!dueDate) found.dueDate = t('notas.form.errors.required');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    create.mutate(
      { facturaIds: chosen.map((factura) => factura.id), dueDate, message: message.trim() },
      {
        onSuccess: (nota) => {
          notify.success(t('notas.form.created', { number: nota.number }));
          onSaved(nota);
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          notify.error(errorMessage(error, t));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <CustomerSelect
          label={t('notas.fields.customer')}
          nothingFound={t('notas.form.noCustomer')}
          value={customer}
          required
          onChange={(next) => {
            setCustomer(next);
            setSelected([]);
            setErrors((current) => ({ ...current, customerId: undefined, facturaIds: undefined }));
          }}
          error={errors.customerId}
        />
        {customer ? (
          <Checkbox.Group
            label={t('notas.form.invoices')}
            description={t('notas.form.invoicesHint')}
            value={selected}
            onChange={(value) => {
              setSelected(value);
              setErrors((current) => ({ ...current, facturaIds: undefined }));
            }}
            error={errors.facturaIds}
            required
          >
            {due.isPending ? (
              <Loader size="sm" mt="sm" aria-label={t('notas.form.loadingInvoices')} />
            ) : due.isError ? (
              <Text c="red" size="sm" mt="sm" role="alert">
                {errorMessage(due.error, t)}
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
          <TextInput
            type="date"
            label={t('notas.fields.dueDate')}
            required
            value={dueDate}
            onChange={(event) => {
              setDueDate(event.currentTarget.value);
              setErrors((current) => ({ ...current, dueDate: undefined }));
            }}
            error={errors.dueDate}
          />
        </SimpleGrid>
        <Textarea
          label={t('notas.fields.message')}
          value={message}
          maxLength={2000}
          autosize
          minRows={2}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('notas.actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('notas.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
