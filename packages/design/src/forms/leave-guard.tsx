import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DESIGN_NAMESPACE } from '../i18n';

export interface LeaveGuardProps {
  /** Ask before leaving while true (the form has unsaved changes). */
  when: boolean;
}

function BlockerDialog({ when }: LeaveGuardProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('form.leaveTitle')}
      message={t('form.leaveMessage')}
      confirmLabel={t('form.leaveConfirm')}
      cancelLabel={t('form.leaveStay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt on reload/close
 * (`beforeunload`), and a confirm dialog on in-app navigation where a data router makes
 * `useBlocker` available (the portal's shell; not a plain BrowserRouter or MemoryRouter).
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
