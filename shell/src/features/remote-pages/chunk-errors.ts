import { storageKey } from '@portal/auth';

/** A code chunk that could not be fetched, typically after a redeploy replaced hashed files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk/i.test(error.message) ||
    /RUNTIME-\d+/.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message)
  );
}

export const RELOAD_FLAG = storageKey('chunk-reload');

/**
 * After a failed retry, reload the page once to pick up the new deploy. The flag in
 * sessionStorage stops a reload loop: a second failure shows the error panel instead.
 * Returns true when a reload was started.
 */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload()) {
  try {
    if (window.sessionStorage.getItem(RELOAD_FLAG)) return false;
    window.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A page rendered: the next chunk failure may reload again. */
export function clearChunkReloadFlag() {
  try {
    window.sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    // Storage disabled: nothing to clear.
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wraps a lazy loader: a chunk failure is retried once before it reaches the error boundary. */
export function retryChunkOnce<T>(load: () => Promise<T>, waitMs = 400): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      await delay(waitMs);
      return load();
    });
}
