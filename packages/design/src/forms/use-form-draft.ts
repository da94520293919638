import {
  draftStorageKey,
  isAuthenticated,
  sessionStore,
  useSession,
  type SessionState,
} from '@portal/auth';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';

/** A saved draft: the form values and when they were saved. */
export interface StoredDraft<T> {
  savedAt: string;
  values: T;
  /**
   * The version (`ETag`) of the record the values were typed against (an edit form with
   * `useApiForm`'s `conflict`): a draft restored later still sends it, so a change saved by
   * someone else meanwhile is shown, not overwritten. Absent for other forms.
   */
  version?: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The draft stored under `key` (already prefixed), when it parses and passes `isValues`. */
export function readDraft<T>(
  key: string,
  isValues: (value: unknown) => value is T,
): StoredDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'savedAt' in parsed &&
      'values' in parsed &&
      typeof parsed.savedAt === 'string' &&
      isValues(parsed.values)
    ) {
      return {
        savedAt: parsed.savedAt,
        values: parsed.values,
        ...('version' in parsed && typeof parsed.version === 'string'
          ? { version: parsed.version }
          : {}),
      };
    }
  } catch {
    // A broken draft is dropped below.
  }
  storage()?.removeItem(key);
  return null;
}

const AUTOSAVE_DELAY_MS = 400;

/** The signed-in account's id; null when no one is signed in. */
const signedInAccount = (state: SessionState) =>
  isAuthenticated(state) ? (state.userData?.id ?? null) : null;

/**
 * Autosave of an unsaved form to localStorage under `HostDesk-draft-<accountId>-<name>`:
 * `save(values, dirty, version?)` after each change (debounced; `dirty` false removes the draft),
 * `restored` holds the draft found when the form opened, `clear()` forgets it (after a save, or
 * "Discard draft"). A draft survives a reload and a new sign-in of the same account. It is the
 * account's own: sign-out removes every draft, a form opened with no one signed in (or `name`
 * null) keeps none, and a form still open after a sign-out or a change of account keeps none.
 */
export function useFormDraft<T>(name: string | null, isValues: (value: unknown) => value is T) {
  const accountId = useSession(signedInAccount);
  // After a reload the page knows who is signed in only once the API said so (the session is an
  // HttpOnly cookie): a form opened meanwhile belongs to the account that answer names.
  const awaitingAccount = useSession((state) => isAuthenticated(state) && state.userData === null);
  const [openedFor, setOpenedFor] = useState<number | null | 'pending'>(() =>
    accountId === null && awaitingAccount ? 'pending' : accountId,
  );
  const key =
    name !== null && accountId !== null && accountId === openedFor
      ? draftStorageKey(accountId, name)
      : null;
  const [restored, setRestored] = useState(() => (key === null ? null : readDraft(key, isValues)));
  if (openedFor === 'pending' && accountId !== null) {
    setOpenedFor(accountId);
    setRestored(name === null ? null : readDraft(draftStorageKey(accountId, name), isValues));
  }

  const write = useDebouncedCallback(
    (values: T, dirty: boolean, version?: string | null) => {
      const store = storage();
      // The session as it is now: a write flushed as the form closes after a sign-out must not put
      // the last account's text back.
      if (!store || key === null || signedInAccount(sessionStore.getState()) !== openedFor) return;
      try {
        if (!dirty) store.removeItem(key);
        else {
          const draft: StoredDraft<T> = {
            savedAt: new Date().toISOString(),
            values,
            ...(version ? { version } : {}),
          };
          store.setItem(key, JSON.stringify(draft));
        }
      } catch {
        // Storage full or blocked: the form keeps working, only the draft is not kept.
      }
    },
    // Closing the form (a drawer, a modal, a route change) must not lose the last keystrokes.
    { delay: AUTOSAVE_DELAY_MS, flushOnUnmount: true },
  );

  // A reload or a closed tab must not lose the last keystrokes either.
  useEffect(() => {
    const flush = () => write.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [write]);

  const clear = useCallback(() => {
    write.cancel();
    if (key !== null) storage()?.removeItem(key);
    setRestored(null);
  }, [key, write]);

  return {
    key,
    restored: key === null ? null : restored,
    save: write,
    clear,
    dismiss: () => setRestored(null),
  };
}
