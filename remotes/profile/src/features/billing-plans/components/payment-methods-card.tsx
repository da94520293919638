import {
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  cardBrand,
  expiryValid,
  luhnValid,
  type BillingResponse,
  type PaymentMethod,
} from '@portal/contract';
import {
  ApiForm,
  apiErrorMessage,
  ConfirmDialog,
  notify,
  StatusBadge,
  useApiForm,
  useCharacterLimit,
  type ListColumn,
  loadedQuery,
  WholeTable,
  FormActions,
} from '@portal/design';
import { billingWrites, useBillingWrite } from '../api/billing-api';

const digits = (v: string) => v.replace(/[\s-]/g, '');
const holder = z.string().trim().min(1).max(120);
const expiry = z
  .string()
  .trim()
  .refine((v) => expiryValid(v), 'profile:validation.expiry');
const cardFormSchema = z.object({
  number: z
    .string()
    .max(23)
    .refine((v) => luhnValid(digits(v)), 'profile:validation.cardNumber'),
  holder,
  expiry,
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'profile:validation.cvc'),
});
const editFormSchema = z.object({ holder, expiry });
const EMPTY_CARD = { number: '', holder: '', expiry: '', cvc: '' };

function EditCard({ card, onClose }: { card: PaymentMethod; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const write = useBillingWrite();
  const limit = useCharacterLimit();
  const api = useApiForm({
    schema: editFormSchema,
    initialValues: { holder: card.holder, expiry: card.expiry },
    submit: (values) => write.mutateAsync(billingWrites.editCard(card.id, values)),
    onSuccess: () => {
      notify.success(t('cards.saved'));
      onClose();
    },
    guardLeave: false,
  });
  return (
    <Modal opened onClose={onClose} title={t('cards.editTitle', { last4: card.last4 })} centered>
      <ApiForm form={api} label={t('cards.editTitle', { last4: card.last4 })}>
        <TextInput
          label={t('cards.holder')}
          required
          {...limit(api.form.getInputProps('holder'), 120)}
        />
        <TextInput
          label={t('cards.expiry')}
          required
          dir="ltr"
          {...limit(
            { ...api.form.getInputProps('expiry'), description: t('cards.expiryHint') },
            5,
            { counter: false },
          )}
        />
        <FormActions
          onCancel={onClose}
          cancelLabel={t('actions.cancel')}
          submitLabel={t('cards.save')}
          submitting={api.submitting}
        />
      </ApiForm>
    </Modal>
  );
}

/** Cards: add (Luhn, expiry, brand), one primary, edit, delete with confirmation. */
export function PaymentMethodsCard({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('profile');
  const write = useBillingWrite();
  const limit = useCharacterLimit();
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const api = useApiForm({
    schema: cardFormSchema,
    initialValues: EMPTY_CARD,
    submit: (values) => write.mutateAsync(billingWrites.addCard(values)),
    onSuccess: () => {
      api.form.setValues(EMPTY_CARD);
      api.form.resetDirty(EMPTY_CARD);
      notify.success(t('cards.added'));
    },
  });
  const brand = cardBrand(digits(api.form.values.number));
  const label = (card: PaymentMethod) =>
    t('cards.label', { brand: t(`cards.brands.${card.brand}`), last4: card.last4 });
  const run = (write$: Parameters<typeof write.mutate>[0], done: string, after?: () => void) =>
    write.mutate(write$, {
      onSuccess: () => {
        after?.();
        notify.success(done);
      },
      onError: (failure) => notify.error(apiErrorMessage(failure, t)),
    });

  const columns: ListColumn<PaymentMethod>[] = [
    {
      id: 'card',
      title: t('cards.card'),
      toggleable: false,
      render: (card) => (
        <Group gap="xs">
          <Text size="sm">{label(card)}</Text>
          {card.primary && <StatusBadge color="teal">{t('cards.primary')}</StatusBadge>}
        </Group>
      ),
    },
    { id: 'holder', title: t('cards.holder'), toggleable: false },
    {
      id: 'expiry',
      title: t('cards.expiry'),
      toggleable: false,
      render: (card) => <span dir="ltr">{card.expiry}</span>,
    },
    {
      id: 'actions',
      title: t('sessions.actions'),
      toggleable: false,
      render: (card) => (
        <Group gap="xs" wrap="nowrap">
          {!card.primary && (
            <Button
              size="xs"
              variant="default"
              aria-label={t('cards.makePrimaryOne', { card: label(card) })}
              onClick={() => run(billingWrites.makePrimary(card.id), t('cards.primaryDone'))}
            >
              {t('cards.makePrimary')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            aria-label={t('cards.editOne', { card: label(card) })}
            onClick={() => setEditing(card)}
          >
            {t('cards.edit')}
          </Button>
          <Button
            size="xs"
            color="red.9"
            variant="filled"
            aria-label={t('cards.deleteOne', { card: label(card) })}
            onClick={() => setDeleting(card)}
          >
            {t('cards.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('cards.title')}
        </Title>
        <WholeTable
          label={t('cards.caption')}
          storageKey="profile.cards"
          query={loadedQuery(billing.paymentMethods)}
          columns={columns}
          emptyText={t('cards.empty')}
        />
        <ApiForm form={api} label={t('cards.add')}>
          <Title order={3} size="h5">
            {t('cards.add')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('cards.number')}
              required
              inputMode="numeric"
              autoComplete="cc-number"
              dir="ltr"
              {...limit(
                {
                  ...api.form.getInputProps('number'),
                  description: t('cards.brandDetected', { brand: t(`cards.brands.${brand}`) }),
                },
                23,
                { counter: false },
              )}
            />
            <TextInput
              label={t('cards.holder')}
              required
              autoComplete="cc-name"
              {...limit(api.form.getInputProps('holder'), 120)}
            />
            <TextInput
              label={t('cards.expiry')}
              required
              autoComplete="cc-exp"
              dir="ltr"
              {...limit(
                { ...api.form.getInputProps('expiry'), description: t('cards.expiryHint') },
                5,
                { counter: false },
              )}
            />
            <TextInput
              label={t('cards.cvc')}
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              {...limit(api.form.getInputProps('cvc'), 4, { counter: false })}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={api.submitting}>
              {t('cards.add')}
            </Button>
          </Group>
        </ApiForm>
      </Stack>
      {editing && <EditCard card={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        loading={write.isPending}
        title={t('cards.deleteTitle')}
        message={t('cards.deleteMessage', { card: deleting ? label(deleting) : '' })}
        confirmLabel={t('cards.delete')}
        onConfirm={() => {
          if (deleting)
            run(billingWrites.deleteCard(deleting.id), t('cards.deleted'), () => setDeleting(null));
        }}
      />
    </Card>
  );
}
