import type { KyselyPlugin, QueryId, RootOperationNode, TableNode } from 'kysely';
import { currentTestApp } from '../testing';

/**
 * Faults a route test puts in the app's database for its next request (no module mocks: the
 * server's test files share one module graph per worker, `isolate: false`).
 */

/** Puts `plugin` on the app's database until the returned undo is called. */
function withPlugin(plugin: KyselyPlugin): () => void {
  const deps = currentTestApp().deps;
  const original = deps.db;
  deps.db = original.withPlugin(plugin);
  return () => {
    deps.db = original;
  };
}

const insertsInto = (node: RootOperationNode, table: string) =>
  node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === table;

/**
 * For a test: from now on, the app's next insert into `table` fails (as a full disk or a lost
 * connection would), so a test can check the change around it was undone as a whole. Returns a
 * function that puts the database back as it was.
 */
export function failNextInsertInto(table: string): () => void {
  let armed = true;
  return withPlugin({
    transformQuery: ({ node }) => {
      if (armed && insertsInto(node, table)) {
        armed = false;
        throw new Error(`injected failure: insert into ${table}`);
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  });
}

/** Does any column named `column` occur in an operation node's tree? */
function namesColumn(node: unknown, column: string): boolean {
  if (Array.isArray(node)) return node.some((child) => namesColumn(child, column));
  if (node === null || typeof node !== 'object') return false;
  const candidate = node as { kind?: string; column?: { name?: string } };
  if (candidate.kind === 'ColumnNode' && candidate.column?.name === column) return true;
  return Object.values(node).some((child) => namesColumn(child, column));
}

/**
 * For a test: the app's next SELECT from `table` whose WHERE names `column` finds nothing (as a
 * check made just before another request stored the row would). Returns the undo, and whether
 * such a query came.
 */
export function missNextSelectFrom(
  table: string,
  column: string,
): { undo: () => void; missed: () => boolean } {
  let armed = true;
  const missed = new WeakSet<QueryId>();
  const undo = withPlugin({
    transformQuery: ({ node, queryId }) => {
      if (
        armed &&
        node.kind === 'SelectQueryNode' &&
        node.from?.froms.some(
          (from) =>
            from.kind === 'TableNode' && (from as TableNode).table.identifier.name === table,
        ) &&
        namesColumn(node.where, column)
      ) {
        armed = false;
        missed.add(queryId);
      }
      return node;
    },
    transformResult: ({ result, queryId }) =>
      Promise.resolve(missed.has(queryId) ? { ...result, rows: [] } : result),
  });
  return { undo, missed: () => !armed };
}
