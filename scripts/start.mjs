// `npm start`: install, build everything, serve the integrated portal (shell :3000, remotes :3001-3005).
import { buildAll, install, log } from './lib.mjs';

await install();
await buildAll();
log('Serving the portal');
const { serveAll } = await import('./serve.mjs');
await serveAll();
