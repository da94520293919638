// `npm run serve`: the built portal without installing or building (what a service manager runs).
// The API and the shell on :3000 (one origin), each remote on its own port (remotes.registry.json).
// Settings come from the environment (README, "Configuration").
import { existsSync } from 'node:fs';

const entry = new URL('../server/dist/main.mjs', import.meta.url);
if (!existsSync(entry)) {
  console.error('The portal is not built: run `npm run build` (or `npm start`) first.');
  process.exit(1);
}
const { main } = await import(entry.href);
await main();
