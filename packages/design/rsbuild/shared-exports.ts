/**
 * Shared libraries tree-shaken to what the portal uses.
 *
 * A federated singleton is shared whole: the shell provides `@mantine/core` for every remote, and
 * no build can know which of its exports a remote deployed later will ask for. The portal fixes
 * that with one list (`shared-exports.json`, committed): every export of the package that any
 * app's code, or any library bundled with it (`@mantine/dates`, `mantine-datatable`, …), imports.
 * The shell provides a module that re-exports just those (`import` of the shared config), so the
 * bundler drops the rest of the package; remotes take the shell's copy as before.
 *
 * The rule that keeps it safe: the shell is deployed with a list that covers every remote. A
 * remote that starts using an export the list lacks fails its build (`assertCoveredExports`) and
 * the `npm test` check (`scripts/checks/shared-exports.test.ts`): regenerate the list with
 * `npm run shared:exports`, then deploy the shell before that remote.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The packages shared tree-shaken (all are singletons in `SINGLETONS`). */
export const TREE_SHAKEN_SHARED = ['@mantine/core', '@mantine/hooks', 'react-router'] as const;
export type TreeShakenPackage = (typeof TREE_SHAKEN_SHARED)[number];

/**
 * The requests that reach each package. The portal imports the router as `react-router-dom`,
 * whose module is `export * from "react-router"` (shared too): every name it takes from there is
 * a name of `react-router`.
 */
const IMPORTED_AS: Record<TreeShakenPackage, string[]> = {
  '@mantine/core': ['@mantine/core'],
  '@mantine/hooks': ['@mantine/hooks'],
  'react-router': ['react-router', 'react-router-dom'],
};

/**
 * Each package's ES module file, from its folder: react-router's production build (the build
 * aliases `react-router` to it; its default export condition is the development build).
 */
const ENTRY_FILE: Partial<Record<TreeShakenPackage, string>> = {
  'react-router': 'dist/production/index.mjs',
};

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
export const SHARED_EXPORTS_FILE = path.join(import.meta.dirname, 'shared-exports.json');

/** The workspace's source folders whose production code imports shared packages. */
function sourceFolders(): string[] {
  const inside = (folder: string) =>
    readdirSync(path.join(workspaceRoot, folder))
      .map((name) => path.join(workspaceRoot, folder, name, 'src'))
      .filter((dir) => existsSync(dir));
  return [path.join(workspaceRoot, 'shell/src'), ...inside('remotes'), ...inside('packages')];
}

/** Files under `dir` whose name matches `pattern`, tests and test helpers left out. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'testing' && name !== '__tests__')
        files.push(...filesUnder(full, pattern));
    } else if (pattern.test(name) && !/\.(test|spec)\.[cm]?[jt]sx?$/.test(name)) files.push(full);
  }
  return files;
}

/** The installed libraries (every version) that import `pkg`: its peers, as pnpm lays them out. */
function librariesImporting(pkg: string): string[] {
  const store = path.join(workspaceRoot, 'node_modules/.pnpm');
  const dirs: string[] = [];
  for (const entry of readdirSync(store)) {
    const modules = path.join(store, entry, 'node_modules');
    if (!existsSync(modules)) continue;
    for (const scopeOrName of readdirSync(modules)) {
      const candidates = scopeOrName.startsWith('@')
        ? readdirSync(path.join(modules, scopeOrName)).map((n) =>
            path.join(modules, scopeOrName, n),
          )
        : [path.join(modules, scopeOrName)];
      for (const dir of candidates) {
        const manifest = path.join(dir, 'package.json');
        if (!existsSync(manifest)) continue;
        const json = JSON.parse(readFileSync(manifest, 'utf8')) as {
          peerDependencies?: Record<string, string>;
          dependencies?: Record<string, string>;
        };
        if (json.peerDependencies?.[pkg] || json.dependencies?.[pkg]) dirs.push(dir);
      }
    }
  }
  return [...new Set(dirs)];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The value names `text` imports or re-exports from `pkg` (type-only imports left out). */
export function importedNames(text: string, pkg: string, file = 'source'): string[] {
  const from = `from\\s*['"]${escape(pkg)}['"]`;
  if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s*${from}`).test(text))
    throw new Error(`${file} imports all of ${pkg} (import * as): name what it uses`);
  const names: string[] = [];
  // `import{A as b}from"…"` too: bundled libraries are minified.
  const clause = new RegExp(`\\b(import|export)\\s*(type\\s+)?\\{([^}]*)\\}\\s*${from}`, 'g');
  for (const match of text.matchAll(clause)) {
    if (match[2]) continue; // import type { … }
    for (const raw of (match[3] ?? '').split(',')) {
      const specifier = raw.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const name = specifier.split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** Every export of `pkg` the portal uses: its apps' and packages' code and the libraries bundled with them. */
export function usedExports(pkg: TreeShakenPackage): string[] {
  const names = new Set<string>();
  for (const folder of sourceFolders())
    for (const file of filesUnder(folder, /\.[cm]?[jt]sx?$/)) {
      const text = readFileSync(file, 'utf8');
      for (const request of IMPORTED_AS[pkg])
        for (const name of importedNames(text, request, file)) names.add(name);
    }
  for (const library of librariesImporting(pkg)) {
    const dist = ['esm', 'dist', 'lib'].map((d) => path.join(library, d)).find(existsSync);
    if (!dist) continue;
    for (const file of filesUnder(dist, /\.m?js$/))
      for (const name of importedNames(readFileSync(file, 'utf8'), pkg, file)) names.add(name);
  }
  return [...names].sort();
}

/** The committed list, by package. */
export function committedExports(): Record<TreeShakenPackage, string[]> {
  return JSON.parse(readFileSync(SHARED_EXPORTS_FILE, 'utf8')) as Record<
    TreeShakenPackage,
    string[]
  >;
}

/** `npm run shared:exports`: writes the list the portal's code uses today. */
export function writeSharedExports(): void {
  const list = Object.fromEntries(TREE_SHAKEN_SHARED.map((pkg) => [pkg, usedExports(pkg)]));
  writeFileSync(SHARED_EXPORTS_FILE, `${JSON.stringify(list, null, 2)}\n`);
}

/**
 * Stops a build whose code uses an export the committed list lacks: the shell deployed with that
 * list would hand the page a copy without it.
 */
export function assertCoveredExports(): void {
  const committed = committedExports();
  for (const pkg of TREE_SHAKEN_SHARED) {
    const missing = usedExports(pkg).filter((name) => !committed[pkg].includes(name));
    if (missing.length > 0)
      throw new Error(
        `${pkg}: ${missing.join(', ')} not in packages/design/rsbuild/shared-exports.json. ` +
          'Run `npm run shared:exports`, and deploy the shell before any remote that uses them.',
      );
  }
}

const cacheDir = path.resolve(import.meta.dirname, '../node_modules/.cache/shared-exports');

/** The installed version of `pkg` (the provided module is not in its package: say it). */
export function installedVersion(pkg: TreeShakenPackage): string {
  const manifest = path.join(packageDir(pkg), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Where `pkg` is installed, as the design package resolves it (react-router: as react-router-dom,
 * which the apps import, resolves it).
 */
function packageDir(pkg: TreeShakenPackage): string {
  const designModules = path.join(import.meta.dirname, '../node_modules');
  if (pkg !== 'react-router') return realpathSync(path.join(designModules, pkg));
  const dom = realpathSync(path.join(designModules, 'react-router-dom'));
  return realpathSync(path.join(dom, '..', 'react-router'));
}

/**
 * The module the shell provides as `pkg`: the committed names re-exported from the package's own
 * ES module file (by path, so the shared request `pkg` does not take it back to itself).
 */
export function sharedEntry(pkg: TreeShakenPackage): string {
  const dir = packageDir(pkg);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    module?: string;
  };
  const esm = path.join(dir, ENTRY_FILE[pkg] ?? manifest.module ?? 'esm/index.mjs');
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${pkg.replace(/[@/]/g, '_')}.mjs`);
  const names = committedExports()[pkg].map((name) => `  ${name},`);
  const body = `export {\n${names.join('\n')}\n} from ${JSON.stringify(esm)};\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== body) writeFileSync(file, body);
  return file;
}
