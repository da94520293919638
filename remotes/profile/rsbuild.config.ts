import { defineRemoteConfig } from '@portal/design/rsbuild';

export default defineRemoteConfig({
  app: 'profile',
  root: import.meta.dirname,
  title: 'Profile',
});
