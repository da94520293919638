import { defineRemoteConfig } from '@portal/design/rsbuild';

export default defineRemoteConfig({
  app: '__NAME__',
  root: import.meta.dirname,
  title: '__TITLE__',
});
