import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { RiDraftLine, RiErrorWarningLine } from '@remixicon/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { DESIGN_NAMESPACE } from '../i18n';
import type { ApiFormState } from './use-api-form';

/**
 * Loaded once a form first has unsaved changes: its confirm dialog (Modal, focus trap, scroll
 * lock) stays out of pages whose forms never ask (the sign-in page).
 */
const LeaveGuard = lazy(() =>
  import('./leave-guard').then((module) => ({ default: module.LeaveGuard })),
);

/** Loaded when a save meets someone else's change (412): most forms never show it. */
const ConflictDialog = lazy(() =>
  import('./conflict-dialog').then((module) => ({ default: module.ConflictDialog })),
);

export interface ApiFormProps<Values extends Record<string, unknown>> {
  /** What `useApiForm` returned. */
  form: ApiFormState<Values>;
  /** The fields and buttons. */
  children: ReactNode;
  /** Accessible name of the form. Default: none. */
  label?: string;
  /** Extra id for `<form>` (a submit button outside the form names it in `form=`). Default: none. */
  id?: string;
}

/**
 * The `<form>` of `useApiForm`: "Unsaved draft restored" with Discard, the form-level error
 * (announced), and the leave guard. Fields and buttons are the children.
 */
export function ApiForm<Values extends Record<string, unknown>>({
  form,
  children,
  label,
  id,
}: ApiFormProps<Values>) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const restored = form.draft.restored;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={label} id={id}>
      <Stack gap="md">
        {restored && form.dirty ? (
          <Alert
            color="blue"
            variant="light"
            role="status"
            icon={<RiDraftLine aria-hidden />}
            title={t('form.draftRestored')}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {t('form.draftSavedAt', {
                  time: formatDate(restored.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
              <Button size="xs" variant="default" onClick={form.draft.discard}>
                {t('form.discardDraft')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {form.formError ? (
          <Alert color="red" variant="light" role="alert" icon={<RiErrorWarningLine aria-hidden />}>
            {form.formError}
          </Alert>
        ) : null}
        {children}
      </Stack>
      {form.guard ? (
        <Suspense fallback={null}>
          <LeaveGuard when />
        </Suspense>
      ) : null}
      {form.conflict ? (
        <Suspense fallback={null}>
          <ConflictDialog conflict={form.conflict} />
        </Suspense>
      ) : null}
    </form>
  );
}
