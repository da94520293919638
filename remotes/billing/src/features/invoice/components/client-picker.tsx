import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import { notify } from '@portal/design';
import { invoiceClientSchema, type InvoiceClient } from '@portal/contract';
import { RiUserAddLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvoiceClient, useInvoiceClients } from '../api/get-invoice-clients';
import { apiFieldErrors, errorMessage } from '../utils/errors';

const CLIENT_FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;
type ClientField = (typeof CLIENT_FIELDS)[number];
const EMPTY_CLIENT: Record<ClientField, string> = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};

function NewClientForm({
  onCreated,
  onClose,
}: {
  onCreated: (client: InvoiceClient) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const create = useCreateInvoiceClient();
  const [values, setValues] = useState(EMPTY_CLIENT);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = () => {
    const parsed = invoiceClientSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const value = values[field as ClientField] ?? '';
        next[field] ??= value.trim()
          ? field === 'companyEmail'
            ? t('invoice.errors.email')
            : field === 'contact'
              ? t('invoice.errors.phone')
              : t('invoice.errors.tooLong')
          : t('invoice.errors.required');
      }
      setErrors(next);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (client) => {
        notify.success(t('invoice.client.created', { name: client.name }));
        onCreated(client);
      },
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error);
        if (fieldErrors) setErrors(fieldErrors);
        else notify.error(errorMessage(error, t));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        submit();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {CLIENT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`invoice.client.${field}`)}
              required
              type={field === 'companyEmail' ? 'email' : 'text'}
              value={values[field]}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setValues((previous) => ({ ...previous, [field]: value }));
              }}
              error={errors[field]}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoice.common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('invoice.client.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const clientLabel = (client: InvoiceClient) => `${client.name} (${client.company})`;

interface ClientPickerProps {
  /** The chosen client, or null. */
  value: InvoiceClient | null;
  onChange: (client: InvoiceClient | null) => void;
  error?: string;
}

/** Client Select searching `/api/apps/invoice/clients?q=`, with "Add new client". */
export function ClientPicker({ value, onChange, error }: ClientPickerProps) {
  const { t } = useTranslation('billing');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const clients = useInvoiceClients(
    value && debounced === clientLabel(value) ? '' : debounced.trim(),
  );
  const [modalOpened, modal] = useDisclosure(false);
  const options = [...(clients.data ?? [])];
  if (value && !options.some((client) => client.companyEmail === value.companyEmail)) {
    options.unshift(value);
  }

  return (
    <Stack gap="xs">
      <Select
        label={t('invoice.fields.client')}
        placeholder={t('invoice.form.pickClient')}
        required
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: items }) => items}
        nothingFoundMessage={
          clients.isFetching ? t('invoice.common.loading') : t('invoice.form.noClient')
        }
        data={options.map((client) => ({
          value: client.companyEmail,
          label: clientLabel(client),
        }))}
        value={value?.companyEmail ?? null}
        onChange={(email) =>
          onChange(options.find((client) => client.companyEmail === email) ?? null)
        }
        error={error}
      />
      <Can I="create" a="Invoice">
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<RiUserAddLine size={16} aria-hidden />}
            onClick={modal.open}
          >
            {t('invoice.client.add')}
          </Button>
        </Group>
      </Can>
      <Modal
        opened={modalOpened}
        onClose={modal.close}
        title={t('invoice.client.add')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('invoice.common.close') }}
      >
        {modalOpened ? (
          <NewClientForm
            onClose={modal.close}
            onCreated={(client) => {
              onChange(client);
              setSearch('');
              modal.close();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
