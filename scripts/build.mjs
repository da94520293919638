// `npm run build`: production build of the shell and every remote.
import { buildAll } from './lib.mjs';

await buildAll();
