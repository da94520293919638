import { storageKey } from './storage';

/**
 * Unsaved form drafts (`useFormDraft` in @portal/design) sit in localStorage under
 * `HostDesk-draft-<accountId>-<form>`. They belong to the account that typed them: the session
 * store removes them at sign-out, and at sign-in keeps only the signing-in account's own. Keys
 * without an account (`HostDesk-draft-<form>`, written before drafts were per account) are
 * removed at both.
 */
const DRAFT_PREFIX = storageKey('draft-');

/** The localStorage key of `accountId`'s draft of the form `name`. */
export const draftStorageKey = (accountId: number, name: string) =>
  `${DRAFT_PREFIX}${accountId}-${name}`;

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Removes every draft of this browser, or every one but `keepAccountId`'s. */
export function removeDrafts(keepAccountId: number | null = null): void {
  const store = localStore();
  if (!store) return;
  const keep = keepAccountId === null ? null : draftStorageKey(keepAccountId, '');
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(DRAFT_PREFIX) && !(keep !== null && key.startsWith(keep))) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage blocked: there is nothing it could have kept either.
  }
}
