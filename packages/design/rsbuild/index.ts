/**
 * Build configuration shared by the shell and every remote: one list of federated
 * singletons, one port map, one way to derive asset prefixes from the environment.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';

import { APPS, type AppName } from './registry';
import { iconTransformImport } from './icon-modules';
import { pluginMenuManifest } from './menu-manifest';
import { pluginStartupAssets } from './startup-assets';
import {
  assertCoveredExports,
  installedVersion,
  sharedEntry,
  TREE_SHAKEN_SHARED,
} from './shared-exports';
import { ERROR_CODES_GLOBAL } from './federation-runtime/provided';
import { SharedAssetsRetryPlugin } from './shared-assets-retry';

/** Ports, federation names and public-URL variables: from remotes.registry.json. */
export { APPS, type AppName };

/** Libraries that must exist once per page. Trailing-slash keys cover subpaths (react-dom/client, react/jsx-runtime). */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-router',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
  '@casl/ability',
  '@casl/react',
  'zustand',
  '@portal/design',
  // The kit without its list and form screens (what a dashboard loads): a module of its own.
  '@portal/design/base',
  '@portal/auth',
] as const;

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

/** Version ranges of the pnpm catalog (package.json files say `catalog:`, which MF cannot compare). */
function readCatalog(): Map<string, string> {
  const yaml = readFileSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^catalog:\n((?:[ ]{2}.*\n)+)/m.exec(yaml)?.[1] ?? '';
  const entries = block
    .split('\n')
    .map((line) => /^\s+'?([^':]+)'?:\s*(\S+)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1] ?? '', m[2] ?? ''] as const);
  return new Map(entries);
}

const catalog = readCatalog();

export const sharedSingletons: Record<
  string,
  { singleton: true; requiredVersion: string | false }
> = Object.fromEntries(
  SINGLETONS.map((name) => {
    const pkg = name.endsWith('/') ? name.slice(0, -1) : name;
    const range = pkg.startsWith('@portal/') ? '^1.0.0' : (catalog.get(pkg) ?? false);
    return [name, { singleton: true as const, requiredVersion: range }];
  }),
);

/**
 * Where `npm run dev` runs the API server (scripts/dev.mjs): every dev server proxies `/api` and
 * `/images` to it, so the shell and a remote running alone talk to the real API, same origin.
 */
export const DEV_API_PORT = Number(process.env.PORTAL_DEV_API_PORT ?? 3100);

function readUrl(name: string, fallback: string): string {
  const value = process.env[name] ?? fallback;
  try {
    const url = new URL(value);
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    throw new Error(`Environment variable ${name} must be an absolute URL, got "${value}"`);
  }
}

/** Origins allowed to load a remote's assets (the shell's). Comma-separated in PORTAL_ALLOWED_ORIGINS. */
function allowedOrigins(ownPort: number): string[] {
  const fromEnv = process.env.PORTAL_ALLOWED_ORIGINS?.split(',').map((o) => o.trim());
  return (
    fromEnv ?? [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      `http://localhost:${ownPort}`,
      `http://127.0.0.1:${ownPort}`,
    ]
  );
}

interface AppConfigOptions {
  app: AppName;
  /** Directory of the app (import.meta.dirname of its rsbuild.config.ts). */
  root: string;
  title: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of the build,
 * so `scripts/serve.mjs` (or any static server) sends them with `Content-Encoding` at no CPU cost.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'portal:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        for (const environment of Object.values(environments)) {
          const dist = environment.distPath;
          const entries = await readdir(dist, { recursive: true });
          // Not remotes.json: the runtime configuration an operator edits in place (the server
          // compresses it per request); a copy written here would outlive the first edit.
          const files = entries
            .map((e) => path.join(dist, e))
            .filter((f) => COMPRESSIBLE.test(f) && path.basename(f) !== 'remotes.json');
          await Promise.all(
            files.map(async (file) => {
              if (!(await stat(file)).isFile()) return;
              const body = await readFile(file);
              if (body.length < 1024) return;
              const [br, gz] = await Promise.all([
                brotli(body, {
                  params: {
                    [zlib.BROTLI_PARAM_QUALITY]: 11,
                    [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                }),
                gzipAsync(body, { level: 9 }),
              ]);
              if (br.length < body.length) await writeFile(`${file}.br`, br);
              if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
            }),
          );
        }
      });
    },
  };
}

/**
 * react-router 7's package exports point every condition at `dist/development` (warnings,
 * invariants, dev-only checks). Production builds take `dist/production` instead. The shell and
 * every remote resolve it the same way, so the shared singleton is one module either way.
 */
function reactRouterProductionAlias(): Record<string, string> {
  if (process.env.NODE_ENV !== 'production') return {};
  const require = createRequire(import.meta.url);
  const dom = path.dirname(require.resolve('react-router-dom/package.json'));
  const router = path.dirname(
    createRequire(path.join(dom, 'package.json')).resolve('react-router/package.json'),
  );
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
  };
}

/**
 * One federation runtime, second half. MF's `externalRuntime` takes only runtime-core from the
 * shell; each remote entry still bundled the rest: the webpack bundler runtime (with the SDK it
 * imports) and the error-code catalogue. In production the shell puts its copies on the page
 * (federation-runtime/provide-bundler-runtime.ts) and a remote's entry takes them from there
 * (federation-runtime/bundler-runtime.ts, its own state, the shell's functions).
 *
 * The paths are the CommonJS files the federation runtime's own imports reach (`require`
 * resolution), so the shell's provider adds no second copy of them.
 */
const mfRuntime = (() => {
  const require = createRequire(import.meta.url);
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime');
  const packageJson = path.join(path.dirname(bundlerRuntime), '../package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return {
    version,
    bundlerRuntime,
    initContainerEntry: path.join(path.dirname(bundlerRuntime), 'initContainerEntry.cjs'),
    errorCodes: require.resolve('@module-federation/error-codes'),
    runtimeEsm: path.join(path.dirname(require.resolve('@module-federation/runtime')), 'index.js'),
    provider: path.join(import.meta.dirname, 'federation-runtime/provide-bundler-runtime.ts'),
    standIn: path.join(import.meta.dirname, 'federation-runtime/bundler-runtime.ts'),
  };
})();

const mfRuntimeDefine = {
  PORTAL_MF_BUNDLER_RUNTIME_VERSION: JSON.stringify(mfRuntime.version),
};

function baseConfig({ app, title }: AppConfigOptions, assetPrefix: string): RsbuildConfig {
  const { port } = APPS[app];
  // A production build never uses an export of a tree-shaken shared package the shell lacks.
  if (process.env.NODE_ENV === 'production') assertCoveredExports();
  return {
    plugins: [
      pluginReact(),
      // Not inlined: the CSP allows no inline script.
      pluginAssetsRetry({ max: 2, minify: true, inlineScript: false }),
      pluginPrecompress(),
    ],
    resolve: { alias: reactRouterProductionAlias() },
    source: { entry: { index: './src/index.ts' }, transformImport: [iconTransformImport()] },
    html: { title },
    server: {
      port,
      strictPort: true,
      historyApiFallback: true,
      publicDir: { name: 'public' },
      cors: { origin: allowedOrigins(port) },
      proxy: {
        '/api': `http://localhost:${DEV_API_PORT}`,
        // A remote running alone shows the pictures the API's data names (the shell has them).
        ...(app === 'shell' ? {} : { '/images': `http://localhost:${DEV_API_PORT}` }),
      },
    },
    // Lazy compilation (Rsbuild's default for dynamic imports) rebuilds on a page's first visit, and
    // the chunks of that rebuild were refused by the running page ("Chunk is from another build"):
    // a remote's first standalone load failed until reloaded.
    dev: { assetPrefix, lazyCompilation: false },
    output: {
      assetPrefix,
      distPath: { root: 'dist' },
      // BUILD_SOURCEMAP=1: source maps, to account for each chunk's bytes by package.
      ...(process.env.BUILD_SOURCEMAP ? { sourceMap: { js: 'source-map' as const } } : {}),
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}

/** A production remote's shared config: consume the shell's singletons, bundle none. */
const remoteSharedFromShell = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [
    name,
    { ...config, import: false as const },
  ]),
);

/**
 * The shell's shared config: every singleton, those of `TREE_SHAKEN_SHARED` in production as a
 * module of the exports the portal uses (`shared-exports.ts`).
 */
function shellShared() {
  if (process.env.NODE_ENV !== 'production') return sharedSingletons;
  return {
    ...sharedSingletons,
    ...Object.fromEntries(
      TREE_SHAKEN_SHARED.map((pkg) => [
        pkg,
        { ...sharedSingletons[pkg], import: sharedEntry(pkg), version: installedVersion(pkg) },
      ]),
    ),
  };
}

/** Config for a federated remote: exposes its route table only. */
export function defineRemoteConfig(options: AppConfigOptions) {
  const { port, federationName, publicUrlEnv } = APPS[options.app];
  const envKey = publicUrlEnv ?? `${federationName.toUpperCase()}_PUBLIC_URL`;
  const assetPrefix = readUrl(envKey, `http://localhost:${port}/`);
  const base = baseConfig(options, assetPrefix);
  return defineConfig({
    ...base,
    output: {
      ...base.output,
      // The same build works wherever it is served: `remoteEntry.js` finds its chunks next to
      // itself (rspack's `auto`: its own script's URL), and the manifest says `publicPath: "auto"`,
      // so the shell takes the entry and chunks from where it read the manifest. Moving a remote
      // is then an edit of the shell's runtime remotes.json. (MF's `getPublicPath` would make the
      // shell evaluate code from the manifest: `new Function`, which the CSP refuses.)
      assetPrefix: 'auto',
    },
    source: { ...base.source, define: mfRuntimeDefine },
    resolve: {
      alias: {
        ...(base.resolve?.alias as Record<string, string>),
        '@portal/federation-runtime-esm$': mfRuntime.runtimeEsm,
      },
    },
    tools: {
      // The remote's own page (standalone) is served on client routes too (/Facturacion/12): its
      // tags need an absolute prefix, not `auto`'s path relative to index.html.
      htmlPlugin: { publicPath: assetPrefix },
      rspack: (config, { rspack }) => {
        if (process.env.NODE_ENV !== 'production') return;
        config.plugins.push(
          // The MF runtime module imports the bundler runtime by its resolved path.
          new rspack.NormalModuleReplacementPlugin(
            /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
            mfRuntime.standIn,
          ),
          new rspack.ExternalsPlugin('global', {
            '@module-federation/error-codes': ERROR_CODES_GLOBAL,
          }),
          new SharedAssetsRetryPlugin('take'),
        );
      },
    },
    // The menu manifest is written before precompression (hooks run in registration order).
    plugins: [
      pluginMenuManifest(),
      ...(base.plugins ?? []),
      pluginModuleFederation({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        // Production: no fallback copy of the singletons (`import: false`). The shell provides
        // every one of them (same list, same catalog versions), so a remote's fallback was at best
        // a second provider of what the shell has; it cost each entry its sharing data and a map
        // of about 100 chunks. A remote page where the shell lacks one fails with RUNTIME-012.
        shared: process.env.NODE_ENV === 'production' ? remoteSharedFromShell : sharedSingletons,
        dts: false,
        shareStrategy: 'loaded-first',
        // Production: the federation runtime comes from the shell (provideExternalRuntime), one
        // copy per page, and so do the bundler runtime, error codes and chunk retry (see
        // `mfRuntime` and tools.rspack above). The remote's own standalone page then has none, so
        // `rsbuild dev` keeps bundling all of it for standalone development.
        experiments: { externalRuntime: process.env.NODE_ENV === 'production' },
      }),
    ],
  });
}

/**
 * Config for the shell: two bundles.
 *
 * - `web` (federated host, no build-time remotes: they come from /remotes.json at run time). Its
 *   entry is `static/js/app.js`, unhashed and served `no-cache` like a remote entry, so the page
 *   entry can load it without knowing its hash. No HTML of its own.
 * - `login` (not federated, tree-shaken): `index.html` and a tiny entry that shows the light
 *   sign-in page to a guest on a sign-in path and otherwise loads `app.js`. It shares no module
 *   with `web`: a sign-in ends in a full page load into the federated shell, so React, Mantine and
 *   the router still exist once for the shell and every remote.
 */
export function defineShellConfig(
  options: AppConfigOptions & { runtimePlugin: string; loginEntry: string },
) {
  // The shell serves its own chunks from its own origin.
  const base = baseConfig(options, '/');
  const chunkSplit = { strategy: 'split-by-experience' as const };
  // Each environment names its own entry.
  const rest: RsbuildConfig = { ...base };
  delete rest.source;
  return defineConfig({
    ...rest,
    source: { transformImport: base.source?.transformImport, define: mfRuntimeDefine },
    resolve: {
      alias: {
        ...(base.resolve?.alias as Record<string, string>),
        '@module-federation/webpack-bundler-runtime$': mfRuntime.bundlerRuntime,
        '@module-federation/error-codes$': mfRuntime.errorCodes,
        '@portal/federation-init-container-entry$': mfRuntime.initContainerEntry,
      },
    },
    performance: { chunkSplit },
    environments: {
      web: {
        source: { entry: { app: './src/index.ts' } },
        output: {
          filename: {
            js: (pathData) =>
              pathData.chunk?.name === 'app' ? 'app.js' : '[name].[contenthash:10].js',
          },
        },
        tools: {
          htmlPlugin: false,
          // No HTML lists this entry's initial chunks, so it must have none: in development the
          // HMR client and React Refresh runtime were split into a vendors chunk nobody loaded,
          // and the signed-in portal stayed blank. Production entries have none already.
          rspack: (config) => {
            if (process.env.NODE_ENV !== 'production' && config.optimization?.splitChunks)
              config.optimization.splitChunks.chunks = 'async';
            // The remotes' production entries install the shell's chunk-retry runtime.
            config.plugins.push(new SharedAssetsRetryPlugin('provide'));
          },
        },
      },
      login: {
        source: { entry: { index: options.loginEntry } },
        output: {
          distPath: { js: 'static/login/js', css: 'static/login/css' },
        },
        // The Latin face the first paint sets its text in, asked for with the page rather than
        // once its layout finds text in it: a cold CRM dashboard asked for it after its first
        // render, which Lighthouse counted before its largest paint. Both bundles emit the same
        // font files, so the federated shell takes it too.
        performance: {
          preload: {
            type: 'all-assets',
            include: [/inter-latin-wght-normal\.[0-9a-f]+\.woff2$/],
          },
        },
        tools: {
          rspack: {
            module: {
              // The workspace packages' indexes re-export everything (the kit's charts and
              // providers with their CSS, every domain's schemas): the light page takes only what
              // it imports. Their modules' top-level code is schema and store definitions.
              rules: [
                {
                  test: /packages[\\/](design|contract|auth)[\\/]src[\\/].*\.tsx?$/,
                  sideEffects: false,
                },
              ],
            },
          },
        },
      },
    },
    plugins: [
      ...(base.plugins ?? []),
      // The frame's start-up files, for the server to name in a signed-in page.
      pluginStartupAssets({
        environment: 'web',
        startImport: './bootstrap',
        entry: 'static/js/app.js',
        publicPath: '/',
      }),
      pluginModuleFederation(
        {
          name: 'shell',
          remotes: {},
          shared: shellShared(),
          dts: false,
          shareStrategy: 'loaded-first',
          runtimePlugins: [options.runtimePlugin, mfRuntime.provider],
          // Hands its federation runtime to every remote (built with externalRuntime).
          experiments: { provideExternalRuntime: true },
        },
        { environment: 'web' },
      ),
    ],
  });
}
