/**
 * `menu.json`: a remote's menu as data, written beside its `remoteEntry.js` at build time, so the
 * shell draws every remote's navigation without loading any remote (no remote entry, route module
 * or translations until the user opens one of its pages).
 *
 * The remote declares its menu once, in `src/menu.ts` (default export: `MenuEntry[]`, plain data
 * and Remix icon components, no React page). The build reads it in Node, turns each icon into its
 * SVG path data and resolves every title in every language from the remote's locale files
 * (`src/locales/<lng>.json` and `src/features/<feature>/locales/<lng>.json`, as its loaders merge them).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import {
  menuKeys,
  type MenuEntry,
  type MenuManifest,
  type MenuManifestEntry,
} from '../src/contract';

export const MENU_MANIFEST_FILE = 'menu.json';
const LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;

type Messages = Record<string, unknown>;

async function readJson(file: string): Promise<Messages> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Messages) : {};
}

/** The remote's messages of one language, merged as its route table's loader merges them. */
async function readMessages(root: string, language: string): Promise<Messages> {
  const features = path.join(root, 'src/features');
  const names = existsSync(features) ? await readdir(features) : [];
  const parts = await Promise.all([
    readJson(path.join(root, 'src/locales', `${language}.json`)),
    ...names.map((name) => readJson(path.join(features, name, 'locales', `${language}.json`))),
  ]);
  return Object.assign({}, ...parts) as Messages;
}

/** `billing:menu.invoice` → the text at `menu.invoice`, or undefined. */
function lookup(messages: Messages, key: string): string | undefined {
  const bare = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key;
  let node: unknown = messages;
  for (const part of bare.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Builds the manifest from the remote's `src/menu.ts`. Exported for tests. */
export async function buildMenuManifest(root: string): Promise<MenuManifest> {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(path.join(root, 'package.json'));
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const menu = await jiti.import<MenuEntry[]>(path.join(root, 'src/menu.ts'), { default: true });

  const iconPaths = (icon: MenuEntry['icon']): string[] | undefined => {
    if (!icon) return undefined;
    const svg = renderToStaticMarkup(createElement(icon));
    const paths = [...svg.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1] ?? '');
    if (paths.length === 0 || !svg.includes('viewBox="0 0 24 24"')) {
      throw new Error(`menu.ts: an icon is not a 24×24 path icon (${svg.slice(0, 80)})`);
    }
    return paths;
  };
  const toEntries = (entries: MenuEntry[]): MenuManifestEntry[] =>
    entries.map(({ titleKey, to, ability, section, order, counter, icon, children }) => ({
      titleKey,
      ...(to === undefined ? {} : { to }),
      ...(ability === undefined ? {} : { ability }),
      ...(section === undefined ? {} : { section }),
      order,
      ...(counter === undefined ? {} : { counter }),
      ...(icon === undefined ? {} : { icon: iconPaths(icon) }),
      ...(children === undefined ? {} : { children: toEntries(children) }),
    }));

  const keys = [...menuKeys(menu)];
  const titles: MenuManifest['titles'] = {};
  for (const language of LANGUAGES) {
    const messages = await readMessages(root, language);
    const resolved: Record<string, string> = {};
    for (const key of keys) {
      const text = lookup(messages, key);
      if (text !== undefined) resolved[key] = text;
      else if (language === 'en') throw new Error(`menu.ts: no English text for ${key}`);
    }
    titles[language] = resolved;
  }
  return { entries: toEntries(menu), titles };
}

/** Writes `dist/menu.json` after a remote's build (before precompression, which follows it). */
export function pluginMenuManifest(): RsbuildPlugin {
  return {
    name: 'portal:menu-manifest',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const manifest = await buildMenuManifest(api.context.rootPath);
        for (const environment of Object.values(environments)) {
          await writeFile(
            path.join(environment.distPath, MENU_MANIFEST_FILE),
            JSON.stringify(manifest),
          );
        }
      });
    },
  };
}
