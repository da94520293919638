import { z } from 'zod/mini';

/**
 * `startup.json`: what the shell's entry loads before its first render, written by the shell's
 * build beside `index.html` (`packages/design/rsbuild/startup-assets.ts`) and named by the server
 * in a signed-in page (`<link rel="preload">`, `server/src/static/serve-dist.ts`).
 */
export const STARTUP_ASSETS_FILE = 'startup.json';

/** A path on the page's origin that can stand in an attribute as it is. */
const pagePath = z.string().check(z.regex(/^\/[\w./-]*$/));

export const startupAssetsSchema = z.object({
  scripts: z.array(pagePath),
  styles: z.array(pagePath),
});

/** Absolute paths on the shell's origin, `app.js` first. */
export type StartupAssets = z.infer<typeof startupAssetsSchema>;
