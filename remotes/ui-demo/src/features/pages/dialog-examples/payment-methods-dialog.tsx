import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog, notify } from '@portal/design/base';
import { RiBankCardLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  expiry: string;
}

const CARDS: SavedCard[] = [
  { id: 1, brand: 'Visa', last4: '4242', expiry: '12/28' },
  { id: 2, brand: 'Mastercard', last4: '5454', expiry: '06/27' },
  { id: 3, brand: 'American Express', last4: '0005', expiry: '03/29' },
];

export default function PaymentMethodsDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const [cards, setCards] = useState(CARDS);
  const [primary, setPrimary] = useState(1);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const cardName = (card: SavedCard) =>
    t('dialogs.payment.cardName', { brand: card.brand, last4: card.last4 });

  const makePrimary = (card: SavedCard) => {
    setPrimary(card.id);
    notify.success(t('dialogs.payment.primarySet', { card: cardName(card) }));
  };
  const remove = () => {
    if (!removing) return;
    setCards((list) => list.filter((card) => card.id !== removing.id));
    notify.success(t('dialogs.payment.removed', { card: cardName(removing) }));
    setRemoving(null);
  };

  return (
    <>
      <Button onClick={open}>{t('dialogs.paymentMethods')}</Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.paymentMethods')} size="lg">
        <Stack>
          {cards.length === 0 && <Text c="dimmed">{t('dialogs.payment.none')}</Text>}
          {cards.map((card) => (
            <Paper key={card.id} withBorder p="sm">
              <Group justify="space-between" wrap="wrap">
                <Group gap="sm" wrap="nowrap">
                  <RiBankCardLine size={28} aria-hidden />
                  <div>
                    <Group gap="xs">
                      <Text fw={500}>{cardName(card)}</Text>
                      {card.id === primary && (
                        <Badge size="sm">{t('dialogs.payment.primary')}</Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('dialogs.payment.expires', { date: card.expiry })}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs">
                  {card.id !== primary && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => makePrimary(card)}
                      aria-label={t('dialogs.payment.actionOn', {
                        action: t('dialogs.payment.makePrimary'),
                        card: cardName(card),
                      })}
                    >
                      {t('dialogs.payment.makePrimary')}
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    // The primary card pays the subscription: choose another one first.
                    disabled={card.id === primary}
                    onClick={() => setRemoving(card)}
                    aria-label={t('dialogs.payment.actionOn', {
                      action: t('sample.delete'),
                      card: cardName(card),
                    })}
                  >
                    {t('sample.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
          <Text size="xs" c="dimmed">
            {t('dialogs.payment.hint')}
          </Text>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
        message={removing ? t('dialogs.payment.confirmRemove', { card: cardName(removing) }) : ''}
        confirmLabel={t('sample.delete')}
      />
    </>
  );
}
