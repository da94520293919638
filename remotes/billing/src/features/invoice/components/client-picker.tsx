import { Box, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import { ApiForm, notify, useApiForm, useCharacterLimit, FormActions } from '@portal/design';
import { invoiceClientSchema, type InvoiceClient } from '@portal/contract';
import { RiUserAddLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvoiceClient, useInvoiceClients } from '../api/get-invoice-clients';

const CLIENT_FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;
const EMPTY_CLIENT = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};
// invoiceClientSchema's limits (e-mail addresses 254, RFC 5321); a phone is checked whole.
const MAX_LENGTH: Record<(typeof CLIENT_FIELDS)[number], number> = {
  name: 100,
  company: 100,
  companyEmail: 254,
  address: 200,
  country: 60,
  contact: 40,
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
  const limit = useCharacterLimit();
  const api = useApiForm({
    schema: invoiceClientSchema,
    initialValues: EMPTY_CLIENT,
    draft: 'billing.invoice.new-client',
    // The contract's phone rule has no translated message of its own.
    validate: ({ contact }) => ({
      contact:
        contact.trim() && !invoiceClientSchema.shape.contact.safeParse(contact).success
          ? t('invoice.errors.phone')
          : undefined,
    }),
    submit: (values) => create.mutateAsync(invoiceClientSchema.parse(values)),
    onSuccess: (client) => {
      notify.success(t('invoice.client.created', { name: client.name }));
      onCreated(client);
    },
  });
  return (
    // Portalled inside the invoice form: keep this submit from reaching it.
    <Box onSubmit={(event) => event.stopPropagation()}>
      <ApiForm form={api}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {CLIENT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`invoice.client.${field}`)}
              required
              type={field === 'companyEmail' ? 'email' : 'text'}
              {...limit(api.form.getInputProps(field), MAX_LENGTH[field], {
                counter: field !== 'contact',
              })}
            />
          ))}
        </SimpleGrid>
        <FormActions
          onCancel={onClose}
          cancelLabel={t('invoice.common.cancel')}
          submitLabel={t('invoice.client.save')}
          submitting={api.submitting}
        />
      </ApiForm>
    </Box>
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
      <Modal opened={modalOpened} onClose={modal.close} title={t('invoice.client.add')} size="lg">
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
