import { Button, Checkbox, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  ticketBodySchema,
  type Attachment,
  type TicketCategory,
  type TicketPriority,
} from '@portal/contract';
import { ApiForm, BackLink, notify, useApiForm, useCharacterLimit } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCustomerCard, useTicketCustomers } from '../api/get-tickets';
import { useCreateTicket } from '../api/update-ticket';
import { AttachmentInput } from './attachment-input';
import { RichTextField, bodyProblem } from './rich-text-field';

interface CreateValues extends Record<string, unknown> {
  customerId: number | null;
  contact: { name: string; email: string };
  subject: string;
  category: TicketCategory | null;
  priority: TicketPriority;
  habilitacionId: number | null;
  facturaId: number | null;
  description: string;
  attachments: Attachment[];
}

const EMPTY: CreateValues = {
  customerId: null,
  contact: { name: '', email: '' },
  subject: '',
  category: null,
  priority: 'normal',
  habilitacionId: null,
  facturaId: null,
  description: '',
  attachments: [],
};

/** `/ticket/create`: log a request for a customer. The draft survives a reload. */
export default function TicketCreatePage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const create = useCreateTicket();
  const limit = useCharacterLimit();
  const [another, setAnother] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const customers = useTicketCustomers(debounced);

  const api = useApiForm<CreateValues, Awaited<ReturnType<typeof create.mutateAsync>>>({
    schema: ticketBodySchema,
    initialValues: EMPTY,
    draft: 'tickets.create',
    validate: (values) => ({ description: bodyProblem(values.description, t) }),
    submit: (values) =>
      create.mutateAsync({
        ...values,
        customerId: values.customerId ?? 0,
        category: values.category ?? 'technical',
      }),
    onSuccess: (ticket) => {
      notify.success(t('create.created', { number: ticket.number }));
      if (another) {
        api.form.setValues(EMPTY);
        api.form.resetDirty(EMPTY);
        setSearch('');
      } else {
        void navigate(paths.detail.href(ticket.id));
      }
    },
  });
  const { form } = api;
  const customerId = form.getValues().customerId;
  const card = useCustomerCard(customerId);

  const customerOptions = (customers.data ?? []).map((customer) => ({
    value: String(customer.id),
    label: customer.name,
  }));
  const chosen = card.data?.customer;
  if (chosen && !customerOptions.some((option) => option.value === String(chosen.id))) {
    customerOptions.unshift({ value: String(chosen.id), label: chosen.name });
  }
  const enablementOptions = (card.data?.habilitaciones ?? []).map((habilitacion) => ({
    value: String(habilitacion.id),
    label: `#${habilitacion.id} · ${t(`service.${habilitacion.service}`)} · ${habilitacion.plan}`,
  }));
  const invoiceOptions = (card.data?.facturas ?? []).map((factura) => ({
    value: String(factura.id),
    label: factura.number,
  }));
  const attachmentError = Object.entries(form.errors)
    .filter(([key]) => key.startsWith('attachments'))
    .map(([, message]) => (typeof message === 'string' ? message : null))
    .find((message) => message !== null);

  return (
    <Stack gap="md" maw={900}>
      <BackLink to={paths.list.href()}>{t('detail.back')}</BackLink>
      <Title order={1} size="h2">
        {t('create.title')}
      </Title>
      <ApiForm form={api} label={t('create.title')}>
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.customer')}
                placeholder={t('create.customerPlaceholder')}
                required
                searchable
                data={customerOptions}
                searchValue={search}
                onSearchChange={setSearch}
                nothingFoundMessage={t('create.noCustomer')}
                value={customerId === null ? null : String(customerId)}
                error={form.errors.customerId}
                onChange={(value) => {
                  form.setFieldValue('customerId', value === null ? null : Number(value));
                  form.setFieldValue('habilitacionId', null);
                  form.setFieldValue('facturaId', null);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.enablement')}
                placeholder={
                  customerId === null ? t('create.pickCustomerFirst') : t('create.noEnablement')
                }
                data={enablementOptions}
                disabled={customerId === null}
                clearable
                value={
                  form.getValues().habilitacionId === null
                    ? null
                    : String(form.getValues().habilitacionId)
                }
                error={form.errors.habilitacionId}
                onChange={(value) =>
                  form.setFieldValue('habilitacionId', value === null ? null : Number(value))
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.invoice')}
                placeholder={
                  customerId === null ? t('create.pickCustomerFirst') : t('create.noEnablement')
                }
                data={invoiceOptions}
                disabled={customerId === null}
                clearable
                searchable
                value={
                  form.getValues().facturaId === null ? null : String(form.getValues().facturaId)
                }
                error={form.errors.facturaId}
                onChange={(value) =>
                  form.setFieldValue('facturaId', value === null ? null : Number(value))
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('fields.contactName')}
                required
                {...limit(form.getInputProps('contact.name'), 120)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('fields.contactEmail')}
                type="email"
                required
                {...limit(form.getInputProps('contact.email'), 254)}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('fields.subject')}
                required
                {...limit(form.getInputProps('subject'), TICKET_LIMITS.subjectMax)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.category')}
                required
                data={TICKET_CATEGORIES.map((category) => ({
                  value: category,
                  label: t(`category.${category}`),
                }))}
                {...form.getInputProps('category')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.priority')}
                required
                allowDeselect={false}
                data={TICKET_PRIORITIES.map((priority) => ({
                  value: priority,
                  label: t(`priority.${priority}`),
                }))}
                {...form.getInputProps('priority')}
              />
            </Grid.Col>
          </Grid>
          <RichTextField
            label={t('fields.description')}
            required
            value={form.getValues().description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={typeof form.errors.description === 'string' ? form.errors.description : null}
          />
          <AttachmentInput
            value={form.getValues().attachments}
            onChange={(files) => form.setFieldValue('attachments', files)}
            error={attachmentError ?? null}
          />
          <Group justify="space-between" gap="sm">
            <Checkbox
              label={t('create.another')}
              checked={another}
              onChange={(event) => setAnother(event.currentTarget.checked)}
            />
            <Button type="submit" loading={api.submitting}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </ApiForm>
    </Stack>
  );
}
