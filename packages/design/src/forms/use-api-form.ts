import { useForm, type UseFormReturnType } from '@mantine/form';
import { ApiError, versionOf } from '@portal/auth';
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
  /**
   * Sends the values; resolves with the API's answer, rejects with the API's error. An edit form
   * with `conflict` sends `context.ifMatch` as the request's `If-Match` (apiFetch's `ifMatch`).
   */
  submit: (values: Values, context: SubmitContext) => Promise<Result>;
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
  /**
   * An edit form's record version (no lost update): the form sends it as `If-Match`, and when
   * someone else changed the record meanwhile (412) one dialog shows their values beside the
   * user's and lets them keep theirs, take the other's or choose field by field. Default: none
   * (no precondition, the last write wins).
   */
  conflict?: ConflictOptions<Values>;
}

export interface ConflictOptions<Values extends Record<string, unknown>> {
  /** The version (`ETag`) of the record the form was loaded from: `versionOf(detail)`. */
  version: string | null;
  /** The 412 answer's `current` record (its detail shape) as form values; throw if it does not parse. */
  toValues: (current: unknown) => Values;
  /** What the dialog calls each field; a field without one shows its name. Default: none. */
  labels?: Partial<Record<keyof Values & string, string>>;
}

/** What `submit` sends besides the values. */
export interface SubmitContext {
  /** The version the values were edited from (`If-Match`), or null: no precondition. */
  ifMatch: string | null;
}

/** One field that differs between the saved record (theirs) and the form (yours). */
export interface ConflictField {
  name: string;
  label: string;
  theirs: unknown;
  yours: unknown;
}

/** A 412 the user has to resolve (the conflict dialog's state and choices). */
export interface ConflictState {
  /** Who made the change that came between, if the API knows. */
  changedBy: { id: number; fullName: string } | null;
  /** When (ISO), if the API knows. */
  changedAt: string | null;
  /** The fields whose saved value differs from the form's. */
  fields: ConflictField[];
  /** Save the form as it is over their change. */
  keepMine: () => void;
  /** Put their values in the form (nothing is sent: they are saved already). */
  takeTheirs: () => void;
  /** Save the form with `theirs` for the named fields and the form's own for the rest. */
  merge: (takeTheirsFor: readonly string[]) => void;
  /** Close the dialog, keep the form as typed (the next save asks again). */
  dismiss: () => void;
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
  /** A 412 waiting for the user's choice (ApiForm shows the dialog), or null. */
  conflict: ConflictState | null;
}

// A list row's `key` is the form's own (React keys), not data: two rows alike but for it are the same.
const withoutRowKeys = (name: string, value: unknown) => (name === 'key' ? undefined : value);
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a, withoutRowKeys) === JSON.stringify(b, withoutRowKeys);

/** A 412 answer's body: the record as it is now, who changed it and when. */
export interface ConflictBody {
  current: unknown;
  changedBy: { id: number; fullName: string } | null;
  changedAt: string | null;
}

/** A 412 answer's body, when it has the API's shape (the error is anything else: null). */
export function conflictBody(error: unknown): ConflictBody | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return null;
  const record = body as Record<string, unknown>;
  const by = record.changedBy;
  return {
    current: record.current,
    changedBy:
      typeof by === 'object' &&
      by !== null &&
      'fullName' in by &&
      typeof by.fullName === 'string' &&
      'id' in by &&
      typeof by.id === 'number'
        ? { id: by.id, fullName: by.fullName }
        : null,
    changedAt: typeof record.changedAt === 'string' ? record.changedAt : null,
  };
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
  conflict: conflictOptions,
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
      if (draftName) draft.save(values, true, versionRef.current);
    },
  });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The version the form's values were edited from: the one it opened with (a later refetch
  // must not move it under what the user typed), then each save's or chosen conflict's.
  // A restored draft keeps the version it was typed against.
  const versionRef = useRef<string | null>(restored?.version ?? conflictOptions?.version ?? null);
  if (versionRef.current === null && conflictOptions?.version)
    versionRef.current = conflictOptions.version;
  const [pending, setPending] = useState<{
    body: ConflictBody;
    version: string | null;
    theirs: Values;
  } | null>(null);
  // A restored draft differs from the initial values: dirty from the start.
  const initialRef = useRef(initialValues);
  const restoredOnMount = useRef(restored !== null);
  const { resetDirty } = form;
  useEffect(() => {
    // Once, on mount: a later draft save must not reset what the user sees as dirty.
    if (restoredOnMount.current) resetDirty(initialRef.current);
    restoredOnMount.current = false;
  }, [resetDirty]);

  const send = useCallback(
    (values: Values) => {
      setSubmitting(true);
      setFormError(null);
      submit(values, { ifMatch: conflictOptions ? versionRef.current : null })
        .then((result) => {
          versionRef.current = versionOf(result) ?? versionRef.current;
          if (draftName) draft.clear();
          form.resetDirty(values);
          onSuccess?.(result, values);
        })
        .catch((error: unknown) => {
          const stale = conflictOptions ? conflictBody(error) : null;
          if (stale && conflictOptions) {
            try {
              setPending({
                body: stale,
                version: error instanceof ApiError ? error.etag : null,
                theirs: conflictOptions.toValues(stale.current),
              });
              return;
            } catch {
              // A record the form cannot read: the generic message below.
            }
          }
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
    [form, submit, onSuccess, draft, draftName, t, conflictOptions],
  );

  const onSubmit = useCallback(
    (event?: SyntheticEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const check = form.validate();
      if (check.hasErrors) {
        setFormError(null);
        return;
      }
      send(form.getValues());
    },
    [form, send],
  );

  let conflict: ConflictState | null = null;
  if (pending) {
    const yours = form.getValues();
    const labels: Partial<Record<string, string>> = conflictOptions?.labels ?? {};
    const names = [...new Set([...Object.keys(pending.theirs), ...Object.keys(yours)])];
    // The user resolves against the version the 412 named: it is what they have now seen.
    const adopt = () => {
      versionRef.current = pending.version ?? versionRef.current;
      setPending(null);
    };
    const resolve = (values: Values) => {
      adopt();
      form.setValues(values);
      send(values);
    };
    conflict = {
      changedBy: pending.body.changedBy,
      changedAt: pending.body.changedAt,
      fields: names
        .filter((name) => !same(pending.theirs[name], yours[name]))
        .map((name) => ({
          name,
          label: labels[name] ?? name,
          theirs: pending.theirs[name],
          yours: yours[name],
        })),
      keepMine: () => resolve(yours),
      takeTheirs: () => {
        adopt();
        form.setValues(pending.theirs);
        form.resetDirty(pending.theirs);
        if (draftName) draft.clear();
      },
      merge: (takeTheirsFor) => {
        const merged: Record<string, unknown> = { ...yours };
        for (const name of takeTheirsFor) merged[name] = pending.theirs[name];
        resolve(merged as Values);
      },
      dismiss: () => setPending(null),
    };
  }

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
    conflict,
  };
}
