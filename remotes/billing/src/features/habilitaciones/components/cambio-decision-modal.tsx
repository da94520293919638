import { ApiError, versionOf } from '@portal/auth';
import { ReasonModal, conflictBody, formatDate, notify } from '@portal/design';
import { cambioSchema, type Cambio } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideCambio, type Decision } from '../api/decide-cambio';
import { useCambio } from '../api/get-cambios';

export interface CambioDecisionModalProps {
  /** The request to decide; null keeps the modal closed. */
  cambio: Cambio | null;
  decision: Decision;
  onClose: () => void;
}

/** Approve (reason optional; the change applies at once) or reject (reason required) a request. */
export function CambioDecisionModal({ cambio, decision, onClose }: CambioDecisionModalProps) {
  // A new dialog per request and decision: nothing typed carries over.
  return cambio ? (
    <CambioDecision
      key={`${cambio.id}-${decision}`}
      cambio={cambio}
      decision={decision}
      onClose={onClose}
    />
  ) : null;
}

/** The request the user decides on, the version it came with and, after a 412, who changed it. */
interface Seen {
  cambio: Cambio;
  version: string | null;
  stale: { changedBy: string | null; changedAt: string | null } | null;
}

const dateTime = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The request is decided as its detail answered it when the dialog opened (its version goes as
 * `If-Match`). When someone else changed it meanwhile (412), the dialog says who and when, shows
 * it as it is now and lets the user decide again, or tells them nothing is left to decide.
 */
function CambioDecision({
  cambio: shown,
  decision,
  onClose,
}: CambioDecisionModalProps & { cambio: Cambio }) {
  const { t } = useTranslation('billing');
  const decide = useDecideCambio();
  const detail = useCambio(shown.id);
  const [seen, setSeen] = useState<Seen | null>(null);
  // The first answer only: a background refetch must not move the version under the user.
  if (seen === null && detail.data)
    setSeen({ cambio: detail.data, version: versionOf(detail.data), stale: null });
  const approve = decision === 'approve';
  const { id } = shown;
  const current = seen?.cambio ?? shown;
  const pending = current.status === 'pending';
  const status = t(`habilitaciones.cambio.status.${current.status}`);

  let notice: string | null = null;
  if (seen?.stale) {
    const { changedBy, changedAt } = seen.stale;
    const who =
      changedBy && changedAt
        ? t('habilitaciones.decide.staleByAt', { name: changedBy, time: dateTime(changedAt) })
        : changedBy
          ? t('habilitaciones.decide.staleBy', { name: changedBy })
          : t('habilitaciones.decide.staleSomeone');
    notice = `${who} ${
      pending
        ? t('habilitaciones.decide.stillPending')
        : t('habilitaciones.decide.nowDecided', { status })
    }`;
  } else if (seen && !pending) {
    notice = t('habilitaciones.decide.alreadyDecided', {
      name: current.decidedBy ?? '',
      time: current.decidedAt ? dateTime(current.decidedAt) : '',
      status,
    });
  }

  const onConfirm = (reason: string) =>
    decide
      .mutateAsync({ id, decision, reason, ifMatch: seen?.version ?? null })
      .then(() => {
        notify.success(
          t(approve ? 'habilitaciones.decide.approved' : 'habilitaciones.decide.rejected', { id }),
        );
        return true;
      })
      .catch((error: unknown) => {
        const stale = conflictBody(error);
        const now = stale ? cambioSchema.safeParse(stale.current) : null;
        if (!stale || !now?.success) throw error;
        setSeen({
          cambio: now.data,
          version: error instanceof ApiError ? error.etag : null,
          stale: { changedBy: stale.changedBy?.fullName ?? null, changedAt: stale.changedAt },
        });
        // The dialog stays open with the reason typed: the user decides again, or cancels.
        return false;
      });

  return (
    <ReasonModal
      opened
      onClose={onClose}
      title={t(
        approve ? 'habilitaciones.decide.approveTitle' : 'habilitaciones.decide.rejectTitle',
        { id },
      )}
      notice={notice}
      message={
        approve
          ? t('habilitaciones.decide.approveMessage', {
              type: t(`habilitaciones.cambio.type.${current.type}`),
              enablement: current.habilitacionId,
            })
          : t('habilitaciones.decide.rejectMessage')
      }
      label={
        approve
          ? t('habilitaciones.decide.reasonOptional')
          : t('habilitaciones.decide.reasonRequired')
      }
      optional={approve}
      danger={!approve}
      confirmDisabled={seen === null || !pending}
      confirmLabel={
        approve ? t('habilitaciones.decide.approve') : t('habilitaciones.decide.reject')
      }
      onConfirm={onConfirm}
    />
  );
}
