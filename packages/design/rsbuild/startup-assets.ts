/**
 * `startup.json`: the scripts and style sheets the shell's entry loads before its first render, as
 * its build's chunk graph says, written beside `index.html`. The server names them in a signed-in
 * page (`<link rel="preload">`), so a cold start asks for them with the page instead of after
 * the entry has arrived and run: on the CRM dashboard, Lighthouse's simulated load then had them
 * half a second sooner.
 *
 * From the entry's `import()` of its start-up module, the files are the chunks of that import and,
 * for every shared module they consume, the chunks of the shell's own provider of it (the
 * portal's singletons come from the shell), then what those consume in turn. A remote page's own
 * needs are left to it: they differ by page.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { STARTUP_ASSETS_FILE, type StartupAssets } from '@portal/contract/startup-assets';

/** The parts of a chunk of rspack's JSON stats this reads. */
export interface StatsChunk {
  files?: string[];
  origins?: { request?: string; moduleIdentifier?: string }[];
  modules?: { identifier?: string; moduleType?: string }[];
}

/** `consume shared module (default) react@^19 (strict) (fallback: …)` → `default|react`. */
const consumedKey = (identifier: string) =>
  /^consume shared module \(([^)]*)\) (.+?)@\S* /.exec(identifier)?.slice(1, 3).join('|');

/** `provide shared module (default) react@19.2.9 = /path` → `default|react`. */
const providedKey = (identifier: string) =>
  /^provide shared module \(([^)]*)\) (.+)@[^@\s=]+ = /.exec(identifier)?.slice(1, 3).join('|');

/**
 * The files the entry's `import(startImport)` loads: see the module's comment. `entry` (the entry
 * script itself) comes first; every path is prefixed with `publicPath`.
 */
export function startupAssets(
  chunks: StatsChunk[],
  { startImport, entry, publicPath }: { startImport: string; entry: string; publicPath: string },
): StartupAssets {
  const byOrigin = new Map<string, StatsChunk[]>();
  const providers = new Map<string, string>();
  for (const chunk of chunks)
    for (const { moduleIdentifier } of chunk.origins ?? []) {
      if (!moduleIdentifier) continue;
      byOrigin.set(moduleIdentifier, [...(byOrigin.get(moduleIdentifier) ?? []), chunk]);
      const key = providedKey(moduleIdentifier);
      if (key) providers.set(key, moduleIdentifier);
    }
  const start = chunks.filter((chunk) => chunk.origins?.some((o) => o.request === startImport));
  if (start.length === 0)
    throw new Error(`startup.json: no chunk is loaded by import('${startImport}')`);
  const seen = new Set<StatsChunk>();
  const queue = [...start];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunk.modules ?? []) {
      if (module.moduleType !== 'consume-shared-module' || !module.identifier) continue;
      const key = consumedKey(module.identifier);
      const provider = key === undefined ? undefined : providers.get(key);
      queue.push(...(provider === undefined ? [] : (byOrigin.get(provider) ?? [])));
    }
  }
  const files = [...new Set([...seen].flatMap((chunk) => chunk.files ?? []))];
  const url = (file: string) => `${publicPath.replace(/\/?$/, '/')}${file}`;
  return {
    scripts: [entry, ...files.filter((file) => file.endsWith('.js'))].map(url),
    styles: files.filter((file) => file.endsWith('.css')).map(url),
  };
}

/** Writes `startup.json` into the shell's `environment` after each build of it. */
export function pluginStartupAssets(options: {
  environment: string;
  startImport: string;
  entry: string;
  publicPath: string;
}): RsbuildPlugin {
  return {
    name: 'portal:startup-assets',
    setup(api) {
      api.onAfterEnvironmentCompile(async ({ stats, environment }) => {
        if (environment.name !== options.environment || !stats) return;
        const { chunks = [] } = stats.toJson({
          all: false,
          chunks: true,
          chunkOrigins: true,
          chunkModules: true,
          ids: true,
        });
        const assets = startupAssets(chunks as StatsChunk[], options);
        await writeFile(
          path.join(environment.distPath, STARTUP_ASSETS_FILE),
          JSON.stringify(assets),
        );
      });
    },
  };
}
