// `npm run db:migrate` | `npm run db:reset` | `npm run db:fixture` | `npm run db:backup` | `npm run db:restore <file>`:
// the server's database commands (server/src/cli.ts), on .data/portal.sqlite or on DATABASE_URL.
// db:reset drops everything, migrates and seeds; db:backup writes <DATA_DIR>/backups/portal-*;
// db:restore puts a backup back (server stopped) and migrates.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { install, root, run } from './lib.mjs';

const [command, file] = process.argv.slice(2);
if (!existsSync(path.join(root, 'node_modules/.modules.yaml'))) await install();
// The CLI runs in server/: a file named on the command line is relative to where npm was called.
const fileArgs =
  command === 'restore' && file !== undefined
    ? [path.resolve(process.env.INIT_CWD ?? process.cwd(), file)]
    : [];
const server = path.join(root, 'server');
try {
  // tsx straight from the server's dependencies (not `pnpm exec`): a failure is the CLI's one
  // line, without pnpm's report after it.
  await run(
    process.execPath,
    [path.join(server, 'node_modules/tsx/dist/cli.mjs'), 'src/cli.ts', command ?? '', ...fileArgs],
    { cwd: server },
  );
} catch {
  process.exit(1);
}
