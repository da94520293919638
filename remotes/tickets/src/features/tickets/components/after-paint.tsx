import { useEffect, useState, type ReactNode } from 'react';

export interface AfterPaintProps {
  /** Mounted from the frame after the first paint. */
  children: ReactNode;
  /** Shown until then (keep its size close to the children's). Default: nothing. */
  fallback?: ReactNode;
}

/**
 * Mounts `children` one frame after the first paint, `fallback` before: a ticket's thread is on
 * screen before the reply box (tiptap) and the history are built. Give it a `key` per ticket.
 */
export function AfterPaint({ children, fallback = null }: AfterPaintProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return ready ? children : fallback;
}
