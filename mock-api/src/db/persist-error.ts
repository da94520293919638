/** Message of the 507 answer when a change could not be stored. */
export const STORAGE_FULL_MESSAGE =
  'The change could not be saved: the browser storage is full or unavailable. Nothing was changed.';

/**
 * Thrown by `commitDb()` when a change could not be persisted; the change has been rolled back.
 * `safeResolver` answers it with 507 `{ message }`, never with success.
 */
export class PersistError extends Error {
  constructor(readonly reason: unknown) {
    super(STORAGE_FULL_MESSAGE);
    this.name = 'PersistError';
  }
}
