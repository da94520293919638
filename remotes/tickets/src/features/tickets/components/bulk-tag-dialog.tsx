import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TICKET_LIMITS, type TicketRow } from '@portal/contract';
import {
  apiErrorMessage,
  apiFieldErrors,
  isOverLimit,
  notify,
  useCharacterLimit,
} from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkUpdateTickets } from '../api/update-ticket';

export interface BulkTagDialogProps {
  selected: TicketRow[];
  opened: boolean;
  onClose: () => void;
  /** After a change: the selection is cleared. */
  onDone: () => void;
}

/** Add one tag to, or remove one from, every selected ticket. */
export function BulkTagDialog({ selected, opened, onClose, onDone }: BulkTagDialogProps) {
  const { t } = useTranslation('tickets');
  const bulk = useBulkUpdateTickets();
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const limit = useCharacterLimit();
  const close = () => {
    if (bulk.isPending) return;
    setError(null);
    onClose();
  };
  const apply = (action: 'addTag' | 'removeTag') => {
    const value = tag.trim();
    if (value === '') {
      setError(t('bulk.tagRequired'));
      return;
    }
    // Too long: the field says so; nothing is sent.
    if (isOverLimit(value, TICKET_LIMITS.tag)) return;
    bulk.mutate(
      {
        ids: selected.map((ticket) => ticket.id),
        changes: action === 'addTag' ? { addTag: value } : { removeTag: value },
      },
      {
        onSuccess: ({ updated }) => {
          notify.success(t('bulk.done', { count: updated }));
          setTag('');
          setError(null);
          onDone();
        },
        onError: (failure) => {
          const fields = apiFieldErrors(failure, t);
          if (fields['changes.addTag'] !== undefined) {
            const full = selected.filter(
              (ticket) => !ticket.tags.includes(value) && ticket.tags.length >= TICKET_LIMITS.tags,
            );
            setError(
              full.length > 0
                ? t('bulk.tagsFull', {
                    max: TICKET_LIMITS.tags,
                    numbers: full.map((ticket) => ticket.number).join(', '),
                  })
                : fields['changes.addTag'],
            );
          } else setError(apiErrorMessage(failure, t));
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('bulk.tagTitle', { count: selected.length })}>
      <Stack gap="sm">
        <Text size="sm">{t('bulk.tagExplain')}</Text>
        <TextInput
          label={t('fields.tag')}
          {...limit({ value: tag, error }, TICKET_LIMITS.tag)}
          onChange={(event) => {
            setTag(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply('addTag');
          }}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={bulk.isPending}>
            {t('cancel')}
          </Button>
          <Button variant="default" onClick={() => apply('removeTag')} loading={bulk.isPending}>
            {t('bulk.removeTag')}
          </Button>
          <Button onClick={() => apply('addTag')} loading={bulk.isPending}>
            {t('bulk.addTag')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
