import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineShellConfig } from '@portal/design/rsbuild';

export default mergeRsbuildConfig(
  defineShellConfig({
    app: 'shell',
    root: import.meta.dirname,
    title: 'HostDesk',
    runtimePlugin: './src/federation/runtime-plugin.ts',
  }),
  {
    // The logo as the tab icon (shell/public is served from the site root).
    html: {
      tags: [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' } }],
    },
  },
);
