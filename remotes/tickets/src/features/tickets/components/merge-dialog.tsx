import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { TicketDetail } from '@portal/contract';
import { apiErrorMessage, apiFieldErrors, notify } from '@portal/design/base';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCustomerCard } from '../api/get-tickets';
import { useMergeTicket } from '../api/update-ticket';

export interface MergeDialogProps {
  ticket: TicketDetail;
  opened: boolean;
  onClose: () => void;
}

/** Merge this ticket into another open ticket of the same customer; this one is closed. */
export function MergeDialog({ ticket, opened, onClose }: MergeDialogProps) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const location = useLocation();
  const card = useCustomerCard(opened ? ticket.customer.id : null);
  const merge = useMergeTicket();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = (card.data?.tickets ?? []).filter(
    (other) => other.id !== ticket.id && other.status !== 'closed',
  );
  const close = () => {
    if (merge.isPending) return;
    setTarget(null);
    setError(null);
    onClose();
  };
  const confirm = () => {
    const targetId = Number(target);
    if (!target || !Number.isInteger(targetId)) {
      setError(t('merge.choose'));
      return;
    }
    merge.mutate(
      { id: ticket.id, targetId },
      {
        onSuccess: (merged) => {
          notify.success(t('merge.done', { from: ticket.number, to: merged.number }));
          setTarget(null);
          onClose();
          void navigate(paths.detail.href(merged.id, location.search.slice(1)));
        },
        onError: (failure) => {
          const fields = apiFieldErrors(failure, t);
          setError(fields.targetId ?? apiErrorMessage(failure, t));
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('merge.title', { number: ticket.number })}>
      <Stack gap="sm">
        <Text size="sm">{t('merge.explain', { number: ticket.number })}</Text>
        <Select
          label={t('merge.target')}
          placeholder={candidates.length === 0 ? t('merge.none') : t('merge.pick')}
          data={candidates.map((other) => ({
            value: String(other.id),
            label: `${other.number} · ${other.subject}`,
          }))}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setError(null);
          }}
          searchable
          error={error}
          disabled={card.isPending}
          comboboxProps={{ withinPortal: false }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={merge.isPending}>
            {t('cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={merge.isPending}>
            {t('merge.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
