import { useEffect, useState, type ReactNode } from 'react';

export interface AfterPaintProps {
  /** Mounted when the page is idle after its first paint. */
  children: ReactNode;
  /** Shown until then (keep its size close to the children's). Default: nothing. */
  fallback?: ReactNode;
}

/**
 * Mounts `children` once the first paint is done and the page is idle, `fallback` before: a
 * ticket's thread is on screen before the reply box (tiptap) and the history are built. Give it
 * a `key` per ticket.
 */
export function AfterPaint({ children, fallback = null }: AfterPaintProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // After the frame that shows the content, once the page is idle (at the latest 300 ms
    // later); Safari has no requestIdleCallback and waits for a timer.
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(() => setReady(true), { timeout: 300 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(() => setReady(true), 50);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? children : fallback;
}
