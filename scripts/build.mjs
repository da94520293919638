// `npm run build`: production build of the shell and every remote (remotes.registry.json).
// `npm run build -- billing [shell server ...]`: only those apps (`server`: the API server).
import { APPS } from './apps.mjs';
import { buildAll } from './lib.mjs';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = names.filter((name) => name !== 'server' && !APPS.some((app) => app.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown app ${unknown.join(', ')}. Apps: ${APPS.map((app) => app.name).join(', ')}.`,
  );
  process.exit(1);
}
await buildAll(names);
