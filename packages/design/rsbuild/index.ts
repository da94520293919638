/**
 * Build configuration shared by the shell and every remote: one list of federated
 * singletons, one port map, one way to derive asset prefixes from the environment.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';

import { APPS, type AppName } from './registry';

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

const mockWorkerDir = path.join(workspaceRoot, 'mock-api/public');

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

function baseConfig({ app, title }: AppConfigOptions, assetPrefix: string): RsbuildConfig {
  const { port } = APPS[app];
  return {
    plugins: [pluginReact(), pluginAssetsRetry({ max: 2, minify: true })],
    source: { entry: { index: './src/index.ts' } },
    html: { title },
    server: {
      port,
      strictPort: true,
      historyApiFallback: true,
      publicDir: [{ name: 'public' }, { name: mockWorkerDir, copyOnBuild: true }],
      cors: { origin: allowedOrigins(port) },
    },
    dev: { assetPrefix },
    output: { assetPrefix, distPath: { root: 'dist' } },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
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
    plugins: [
      ...(base.plugins ?? []),
      pluginModuleFederation({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        shared: sharedSingletons,
        dts: false,
        shareStrategy: 'loaded-first',
      }),
    ],
  });
}

/** Config for the shell: a host with no build-time remotes (they come from /remotes.json at run time). */
export function defineShellConfig(options: AppConfigOptions & { runtimePlugin: string }) {
  // The shell serves its own chunks from its own origin.
  const base = baseConfig(options, '/');
  // The mock API (MSW + handlers + seed) stands in for a backend: one named chunk, so its bytes
  // can be told apart from the portal's (npm run bench) and dropped by a real deployment.
  base.performance = {
    chunkSplit: {
      strategy: 'split-by-experience',
      forceSplitting: {
        'mock-api':
          /[\\/](mock-api[\\/]src|node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(msw|@mswjs|@bundled-es-modules|@open-draft|outvariant|strict-event-emitter|headers-polyfill|is-node-process|until-async|tough-cookie|graphql|path-to-regexp|rettime|type-fest|tldts|tldts-core|set-cookie-parser|statuses))[\\/]/,
      },
    },
  };
  return defineConfig({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        dts: false,
        shareStrategy: 'loaded-first',
        runtimePlugins: [options.runtimePlugin],
      }),
    ],
  });
}
