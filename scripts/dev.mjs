// `npm run dev`: the API server (tsx watch, :3100) and every app's dev server with hot reload, on
// the portal's ports; each dev server proxies /api to the API (same origin, real data).
// `npm run dev -- billing [tickets ...]`: the API and only those apps (a remote alone runs
// standalone, signed in as the demo admin). Apps and ports come from remotes.registry.json.
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
log(
  `Starting the API (:3100) and dev servers (${selected.map((app) => `${app.name} :${app.port}`).join(', ')})`,
);
await pnpm([
  '--filter',
  './server',
  ...selected.flatMap((app) => ['--filter', `./${app.dir}`]),
  '--parallel',
  'run',
  'dev',
]);
