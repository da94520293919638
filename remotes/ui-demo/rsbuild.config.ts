import { defineRemoteConfig } from '@portal/design/rsbuild';

export default defineRemoteConfig({
  app: 'ui-demo',
  root: import.meta.dirname,
  title: 'UI demo',
});
