/** How long `afterPaint` waits for a frame at most. */
const AFTER_PAINT_AT_MOST_MS = 200;

/**
 * Runs `task` once the browser has painted the frame being rendered; returns a cancel function
 * (an effect's cleanup). An effect alone can run before that paint: React runs a commit's effects
 * early when a later render cannot wait (a layout effect's state), and the page's first paint then
 * waits for what they ask for. For work the first paint does not need (the remotes' menus).
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancel();
    task();
  };
  // A frame callback runs before its frame is painted; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(run);
  });
  // A hidden tab paints no frame (and a test's document none): the task runs all the same.
  const fallback = setTimeout(run, AFTER_PAINT_AT_MOST_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  }
  return cancel;
}

/**
 * Runs `task` once the main thread is idle (a page that has loaded), within `within` ms; after
 * `without` ms where the browser has no idle callbacks (Safari).
 */
export function whenIdle(task: () => void, { within = 2_000, without = 200 } = {}): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: within });
  else setTimeout(task, without);
}
