// `npm run dev`: every app's dev server with hot reload, on the portal's ports.
// `npm run dev -- billing [tickets ...]`: only those apps (a remote alone runs standalone, with its
// own MSW worker and frame). Apps and ports come from remotes.registry.json.
import { APPS } from './apps.mjs';
import { install, log, pnpm } from './lib.mjs';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = names.filter((name) => !APPS.some((app) => app.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown app ${unknown.join(', ')}. Apps: ${APPS.map((app) => app.name).join(', ')}.`,
  );
  process.exit(1);
}
const selected = names.length > 0 ? APPS.filter((app) => names.includes(app.name)) : APPS;

await install();
log(`Starting dev servers (${selected.map((app) => `${app.name} :${app.port}`).join(', ')})`);
await pnpm([
  ...selected.flatMap((app) => ['--filter', `./${app.dir}`]),
  '--parallel',
  'run',
  'dev',
]);
