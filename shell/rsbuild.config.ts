import { defineShellConfig } from '@portal/design/rsbuild';

export default defineShellConfig({
  app: 'shell',
  root: import.meta.dirname,
  title: 'HostDesk',
  runtimePlugin: './src/federation/runtime-plugin.ts',
});
