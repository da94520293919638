// `npm start`: install, build everything (apps and server), serve the portal (shell and API :3000,
// remotes :3001-3005) on its embedded SQLite database under .data/ (seeded when empty).
import { buildAll, install, log } from './lib.mjs';

await install();
await buildAll();
log('Serving the portal');
await import('./serve.mjs');
