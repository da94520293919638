import { ConfirmDialog } from '@portal/design';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

interface LeaveGuardProps {
  /** Ask before leaving while true. */
  when: boolean;
}

function BlockerDialog({ when }: LeaveGuardProps) {
  const { t } = useTranslation('billing');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('invoice.leave.title')}
      message={t('invoice.leave.message')}
      confirmLabel={t('invoice.leave.confirm')}
      cancelLabel={t('invoice.leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt on reload/close
 * (`beforeunload`), and a confirm dialog on in-app navigation where a data router makes
 * `useBlocker` available (the portal's shell; not the standalone BrowserRouter or tests).
 */
export function LeaveGuard({ when }: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return dataRouter ? <BlockerDialog when={when} /> : null;
}
