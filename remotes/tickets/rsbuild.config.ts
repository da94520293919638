import { defineRemoteConfig } from '@portal/design/rsbuild';

export default defineRemoteConfig({
  app: 'tickets',
  root: import.meta.dirname,
  title: 'Tickets',
});
