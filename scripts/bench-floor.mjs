// Builds the floor fixture (bench/floor) with the shell's Rsbuild (same bundler, same production react-router).
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const here = path.join(root, 'bench/floor');
const shellRequire = createRequire(path.join(root, 'shell/package.json'));

export async function buildFloor() {
  const { createRsbuild } = shellRequire('@rsbuild/core');
  const { pluginReact } = shellRequire('@rsbuild/plugin-react');
  const router = path.dirname(
    createRequire(shellRequire.resolve('react-router-dom/package.json')).resolve(
      'react-router/package.json',
    ),
  );
  const rsbuild = await createRsbuild({
    cwd: here,
    rsbuildConfig: {
      mode: 'production',
      plugins: [pluginReact()],
      source: { entry: { index: './src/index.tsx' } },
      html: { title: 'Floor' },
      resolve: {
        alias: {
          'react-router$': path.join(router, 'dist/production/index.mjs'),
          'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
        },
      },
      output: { distPath: { root: 'dist' } },
      // The fixture has no node_modules of its own: it uses the shell's copies.
      tools: {
        rspack: { resolve: { modules: [path.join(root, 'shell/node_modules'), 'node_modules'] } },
      },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
    },
  });
  await rsbuild.build();
}
