import { storageKey } from '@portal/auth';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';

/** A saved draft: the form values and when they were saved. */
export interface StoredDraft<T> {
  savedAt: string;
  values: T;
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
      return { savedAt: parsed.savedAt, values: parsed.values };
    }
  } catch {
    // A broken draft is dropped below.
  }
  storage()?.removeItem(key);
  return null;
}

const AUTOSAVE_DELAY_MS = 400;

/**
 * Autosave of an unsaved form to localStorage under `HostDesk-draft-<name>`: `save(values,
 * dirty)` after each change (debounced; `dirty` false removes the draft), `restored` holds the
 * draft found when the form opened, `clear()` forgets it (after a save, or "Discard draft").
 * A draft survives a reload and a new sign-in in the same browser.
 */
export function useFormDraft<T>(name: string, isValues: (value: unknown) => value is T) {
  const key = storageKey(`draft-${name}`);
  const [restored, setRestored] = useState(() => readDraft(key, isValues));

  const write = useDebouncedCallback(
    (values: T, dirty: boolean) => {
      const store = storage();
      if (!store) return;
      try {
        if (!dirty) store.removeItem(key);
        else {
          const draft: StoredDraft<T> = { savedAt: new Date().toISOString(), values };
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
    storage()?.removeItem(key);
    setRestored(null);
  }, [key, write]);

  return { key, restored, save: write, clear, dismiss: () => setRestored(null) };
}
