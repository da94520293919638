// `npm run db:migrate` | `npm run db:reset`: the server's database commands (server/src/cli.ts),
// on .data/portal.sqlite or on DATABASE_URL. db:reset drops everything, migrates and seeds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { install, pnpm, root } from './lib.mjs';

const command = process.argv[2];
if (!existsSync(path.join(root, 'node_modules/.modules.yaml'))) await install();
try {
  await pnpm(['--filter', './server', 'exec', 'tsx', 'src/cli.ts', command ?? '']);
} catch {
  process.exit(1);
}
