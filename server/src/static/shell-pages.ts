import type { Handler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { pageSessionOf } from '../http/caller';
import { serveDist } from './serve-dist';

/**
 * The shell's origin beyond the API: its built files, each page written with the session of the
 * request's cookie, so a signed-in browser paints its menu at once and never asks for it.
 */
export function serveShell(deps: AppDeps, dist: string): Handler<AppEnv> {
  return (c) => {
    c.set('deps', deps);
    return serveDist(c, { dist, spaFallback: true, pageSession: () => pageSessionOf(c) });
  };
}
