/**
 * One async-chunk retry runtime per page. `@rsbuild/plugin-assets-retry` appends its runtime
 * (about 1.5 KB gzip) to the public-path runtime module of every build; a remote's entry carried
 * a copy of what the shell already runs. The shell keeps its copy as a function on the page and
 * installs it into its own webpack runtime; a remote's production entry installs that same
 * function into its runtime instead of carrying the code. Both builds use the same retry options
 * (index.ts, baseConfig). A remote on a page without the shell (its own production index.html)
 * runs without chunk retries, as it already runs without the shell's federation runtime.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';

const GLOBAL = '_PORTAL_ASSETS_RETRY';

/** The runtime as the plugin appends it starts with its file's text up to the first placeholder. */
const RUNTIME_PREFIX = (() => {
  const require = createRequire(import.meta.url);
  const file = path.join(
    path.dirname(require.resolve('@rsbuild/plugin-assets-retry')),
    'runtime/asyncChunkRetry.min.js',
  );
  const text = readFileSync(file, 'utf8');
  return text.slice(0, text.search(/__RUNTIME_GLOBALS_|__RETRY_OPTIONS__/));
})();

type Role = 'provide' | 'take';

function rewrite(source: string, role: Role): string | undefined {
  const at = source.lastIndexOf(`\n${RUNTIME_PREFIX}`);
  if (at < 0 || RUNTIME_PREFIX.length < 40) return undefined;
  const before = source.slice(0, at);
  const runtime = source.slice(at + 1);
  // The runtime names the webpack runtime `__webpack_require__`: as the function's parameter it
  // is whichever runtime calls it.
  if (role === 'provide')
    return `${before}\nglobalThis.${GLOBAL} = function (__webpack_require__) {\n${runtime}\n};\nglobalThis.${GLOBAL}(__webpack_require__);`;
  return `${before}\nif (typeof globalThis.${GLOBAL} === "function") globalThis.${GLOBAL}(__webpack_require__);`;
}

/** Rspack plugin; register it after `pluginAssetsRetry` (it rewrites that plugin's output). */
export class SharedAssetsRetryPlugin {
  constructor(private readonly role: Role) {}

  apply(compiler: Rspack.Compiler): void {
    const name = 'portal:shared-assets-retry';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // The assets-retry plugin appends its runtime to the public-path runtime module; a later
      // stage sees it there. A module without it is left alone.
      compilation.hooks.runtimeModule.tap({ name, stage: 100 }, (module) => {
        const holder = (module as unknown as { source?: { source: Buffer } }).source;
        if (!holder) return;
        const next = rewrite(holder.source.toString(), this.role);
        if (next !== undefined) holder.source = Buffer.from(next, 'utf8');
      });
    });
  }
}
