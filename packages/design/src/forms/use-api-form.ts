import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiErrorMessage, apiFieldErrors } from '../errors/api-error';
import { notify } from '../notify';
import { useFormDraft, type StoredDraft } from './use-form-draft';
import { zodFormResolver } from './zod-form-resolver';

export interface UseApiFormOptions<Values extends Record<string, unknown>, Result> {
  /**
   * Contract schema (or a form schema built on it) the values must pass before they are sent:
   * classic zod or zod/mini.
   */
  schema: z.core.$ZodType;
  /** The empty form, or the loaded entity's values for an edit form. */
  initialValues: Values;
  /** Sends the values; resolves with the API's answer, rejects with the API's error. */
  submit: (values: Values) => Promise<Result>;
  /** After a successful submit (navigate, notify, close). The draft is already cleared. */
  onSuccess?: (result: Result, values: Values) => void;
  /** Rules the schema cannot say (cross-field, async-loaded data): field path -> message. Default: none. */
  validate?: (values: Values) => Record<string, string | null | undefined>;
  /**
   * Name of an autosaved draft kept across reloads and sign-ins of the signed-in account (see
   * `useFormDraft`). Default: no draft.
   */
  draft?: string;
  /** Ask before leaving with unsaved changes. Default: true. */
  guardLeave?: boolean;
}

export interface ApiFormState<Values extends Record<string, unknown>> {
  /** The @mantine/form instance: `form.getInputProps('field')`, `form.key('field')`, values… */
  form: UseFormReturnType<Values>;
  /** `<form onSubmit>`: validates with the schema, sends, maps a 400 onto the fields. */
  onSubmit: (event?: SyntheticEvent<HTMLFormElement>) => void;
  /** A request is in flight. */
  submitting: boolean;
  /** A failure not tied to a field (403, 409, 500, offline), translated; null otherwise. */
  formError: string | null;
  /** The draft found when the form opened (shown as "Unsaved draft restored"), and its Discard. */
  draft: { restored: StoredDraft<Values> | null; discard: () => void; dismiss: () => void };
  /** Unsaved changes that leaving would lose. */
  dirty: boolean;
  /** Whether to ask before leaving (`guardLeave` and dirty and not submitting). */
  guard: boolean;
}

function sameShape<Values extends Record<string, unknown>>(initial: Values) {
  return (value: unknown): value is Values => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(initial).every(([key, start]) => {
      const current = record[key];
      if (start === null || current === null) return key in record;
      if (Array.isArray(start)) return Array.isArray(current);
      return typeof current === typeof start;
    });
  };
}

/**
 * One way to hold a form: @mantine/form with the contract's zod schema (translated messages),
 * a 400 answer's field errors beside their fields, nothing typed lost on any error, an
 * optional autosaved draft, and the leave guard's state.
 */
export function useApiForm<Values extends Record<string, unknown>, Result = unknown>({
  schema,
  initialValues,
  submit,
  onSuccess,
  validate,
  draft: draftName,
  guardLeave = true,
}: UseApiFormOptions<Values, Result>): ApiFormState<Values> {
  const { t } = useTranslation();
  const draft = useFormDraft<Values>(draftName ?? null, sameShape(initialValues));
  const restored = draftName ? draft.restored : null;
  const schemaCheck = zodFormResolver(schema, t);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: restored?.values ?? initialValues,
    validate: (values) => ({ ...schemaCheck(values), ...(validate?.(values) ?? {}) }),
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (draftName) draft.save(values, true);
    },
  });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A restored draft differs from the initial values: dirty from the start.
  const initialRef = useRef(initialValues);
  const restoredOnMount = useRef(restored !== null);
  const { resetDirty } = form;
  useEffect(() => {
    // Once, on mount: a later draft save must not reset what the user sees as dirty.
    if (restoredOnMount.current) resetDirty(initialRef.current);
    restoredOnMount.current = false;
  }, [resetDirty]);

  const onSubmit = useCallback(
    (event?: SyntheticEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const check = form.validate();
      if (check.hasErrors) {
        setFormError(null);
        return;
      }
      const values = form.getValues();
      setSubmitting(true);
      setFormError(null);
      submit(values)
        .then((result) => {
          if (draftName) draft.clear();
          form.resetDirty(values);
          onSuccess?.(result, values);
        })
        .catch((error: unknown) => {
          const fields = apiFieldErrors(error, t);
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
            return;
          }
          const message = apiErrorMessage(error, t);
          setFormError(message);
          notify.error(message);
        })
        .finally(() => setSubmitting(false));
    },
    [form, submit, onSuccess, draft, draftName, t],
  );

  const dirty = form.isDirty();
  return {
    form,
    onSubmit,
    submitting,
    formError,
    draft: {
      restored,
      discard: () => {
        draft.clear();
        form.setValues(initialRef.current);
        form.resetDirty(initialRef.current);
        form.clearErrors();
      },
      dismiss: draft.dismiss,
    },
    dirty,
    guard: guardLeave && dirty && !submitting,
  };
}
