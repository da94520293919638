import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { currentTestApp } from '../testing';

const insertsInto = (node: RootOperationNode, table: string) =>
  node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === table;

/**
 * For a test: from now on, the app's next insert into `table` fails (as a full disk or a lost
 * connection would), so a test can check the change around it was undone as a whole. Returns a
 * function that puts the database back as it was.
 */
export function failNextInsertInto(table: string): () => void {
  const deps = currentTestApp().deps;
  const original = deps.db;
  let armed = true;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (armed && insertsInto(node, table)) {
        armed = false;
        throw new Error(`injected failure: insert into ${table}`);
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  deps.db = original.withPlugin(plugin);
  return () => {
    deps.db = original;
  };
}
