import { defineRemoteConfig } from '@portal/design/rsbuild';

export default defineRemoteConfig({
  app: 'apps-demo',
  root: import.meta.dirname,
  title: 'Apps demo',
});
