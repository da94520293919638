// `npm run dev`: every app's dev server with hot reload, on the portal's ports.
import { install, log, pnpm } from './lib.mjs';

await install();
log(
  'Starting dev servers (shell :3000, billing :3001, tickets :3002, profile :3003, apps-demo :3004, ui-demo :3005)',
);
await pnpm(['--filter', 'shell', '--filter', './remotes/*', '--parallel', 'run', 'dev']);
