import { createRequire } from 'node:module';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@portal/design/rsbuild';

export default mergeRsbuildConfig(
  defineRemoteConfig({
    app: 'ui-demo',
    root: import.meta.dirname,
    title: 'UI demo',
  }),
  {
    // The icons page lists the whole Remix set: it takes the package's CommonJS file, a module
    // apart from the ES one whose named imports (a few icons per page) stay tree-shaken.
    resolve: {
      alias: {
        '@remixicon/react-all$': createRequire(import.meta.url).resolve('@remixicon/react'),
      },
    },
  },
);
