import { ReasonModal, notify } from '@portal/design';
import type { Cambio } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useDecideCambio, type Decision } from '../api/decide-cambio';

export interface CambioDecisionModalProps {
  /** The request to decide; null keeps the modal closed. */
  cambio: Cambio | null;
  decision: Decision;
  onClose: () => void;
}

/** Approve (reason optional; the change applies at once) or reject (reason required) a request. */
export function CambioDecisionModal({ cambio, decision, onClose }: CambioDecisionModalProps) {
  const { t } = useTranslation('billing');
  const decide = useDecideCambio();
  const approve = decision === 'approve';
  const id = cambio?.id ?? 0;
  return (
    <ReasonModal
      // A new dialog per request and decision: nothing typed carries over.
      key={`${id}-${decision}`}
      opened={cambio !== null}
      onClose={onClose}
      title={t(
        approve ? 'habilitaciones.decide.approveTitle' : 'habilitaciones.decide.rejectTitle',
        { id },
      )}
      message={
        approve
          ? t('habilitaciones.decide.approveMessage', {
              type: t(`habilitaciones.cambio.type.${cambio?.type ?? 'upgrade'}`),
              enablement: cambio?.habilitacionId ?? 0,
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
      confirmLabel={
        approve ? t('habilitaciones.decide.approve') : t('habilitaciones.decide.reject')
      }
      onConfirm={(reason) =>
        decide.mutateAsync({ id, decision, reason }).then(() =>
          notify.success(
            t(approve ? 'habilitaciones.decide.approved' : 'habilitaciones.decide.rejected', {
              id,
            }),
          ),
        )
      }
    />
  );
}
