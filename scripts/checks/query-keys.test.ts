import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteList, root } from '../registry.mjs';

/**
 * Query keys of one feature are never written as literals in another: cross-feature
 * invalidation goes through the owning feature's exported key factory
 * (`features/<feature>/api/query-keys.ts`).
 */
interface Source {
  file: string;
  text: string;
}

/** Where a file belongs: its feature folder, or the app's shared code (lib/, components/...). */
function unitOf(file: string): string {
  const feature = /^(.*?\/src\/features\/[^/]+)\//.exec(file);
  if (feature?.[1]) return feature[1];
  return /^(.*?\/src)\//.exec(file)?.[1] ?? file;
}

/** A key root: an array literal that starts with two strings (`['billing', 'facturas'`). */
const ROOT = /\[\s*'([^'\s]+)'\s*,\s*'([^'\s]+)'/g;
/** A key factory's root: `all: () => ['billing', 'facturas']` or `resourceKeys('billing', 'facturas')`. */
const FACTORY = /\b(?:all:\s*\(\)\s*=>\s*\[|resourceKeys\()\s*'([^'\s]+)'\s*,\s*'([^'\s]+)'/g;
/** A literal key next to its fetcher (a query without a factory): `queryKey: ['app-bar', ...]`. */
const QUERY = /\bqueryKey:\s*\[\s*'([^'\s]+)'\s*,\s*'([^'\s]+)'/g;

export function foreignQueryKeys(sources: Source[]): string[] {
  const owners = new Map<string, Set<string>>();
  const declare = (a = '', b = '', file: string) => {
    const key = `${a}/${b}`;
    owners.set(key, (owners.get(key) ?? new Set()).add(unitOf(file)));
  };
  for (const { file, text } of sources) {
    for (const [, a, b] of text.matchAll(FACTORY)) declare(a, b, file);
    if (text.includes('queryFn')) for (const [, a, b] of text.matchAll(QUERY)) declare(a, b, file);
  }
  const problems: string[] = [];
  for (const [key, units] of owners) {
    if (units.size > 1)
      problems.push(`['${key.replace('/', "', '")}'] is declared in ${[...units].join(' and ')}`);
  }
  for (const { file, text } of sources) {
    for (const [, a, b] of text.matchAll(ROOT)) {
      const units = owners.get(`${a}/${b}`);
      if (units && !units.has(unitOf(file)))
        problems.push(
          `${file} writes ['${a}', '${b}'], a key of ${[...units].join(', ')}: use its key factory`,
        );
    }
  }
  return problems;
}

function sourcesUnder(dir: string): Source[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      return { file, text: readFileSync(path.join(root, file), 'utf8') };
    });
}

describe('query keys', () => {
  it('finds a feature writing another feature’s key literal', () => {
    expect(
      foreignQueryKeys([
        {
          file: 'remotes/x/src/features/notes/api/query-keys.ts',
          text: "export const noteKeys = { all: () => ['x', 'notes'] as const };",
        },
        {
          file: 'remotes/x/src/features/invoices/api/invalidate.ts',
          text: "invalidateQueries({ queryKey: ['x', 'notes'] });",
        },
        {
          file: 'remotes/x/src/features/notes/api/get-notes.ts',
          text: "queryKey: [...noteKeys.all(), 'list'], other: ['x', 'notes', 'detail']",
        },
        {
          file: 'remotes/x/src/features/tasks/api/get-tasks.ts',
          text: "const taskKeys = resourceKeys('x', 'tasks');",
        },
        {
          file: 'remotes/x/src/features/notes/api/move.ts',
          text: "invalidateQueries({ queryKey: ['x', 'tasks', 'list'] });",
        },
      ]),
    ).toEqual([
      "remotes/x/src/features/invoices/api/invalidate.ts writes ['x', 'notes'], a key of remotes/x/src/features/notes: use its key factory",
      "remotes/x/src/features/notes/api/move.ts writes ['x', 'tasks'], a key of remotes/x/src/features/tasks: use its key factory",
    ]);
  });

  it('are declared by one feature each and never copied into another', () => {
    for (const dir of ['shell/src', ...remoteList().map((remote) => `${remote.dir}/src`)]) {
      expect(foreignQueryKeys(sourcesUnder(dir)), dir).toEqual([]);
    }
  });
});
