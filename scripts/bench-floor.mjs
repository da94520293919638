// Builds the floor fixtures with the shell's Rsbuild (same bundler, same production react-router):
// bench/floor (the sign-in page) and bench/floor-crm (the CRM dashboard with the same charts).
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shellRequire = createRequire(path.join(root, 'shell/package.json'));

/** Builds `bench/<name>` (default: the sign-in floor). */
export async function buildFloor(name = 'floor') {
  const here = path.join(root, 'bench', name);
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
      // The fixtures have no node_modules of their own: they use the shell's copies (and the
      // design package's ECharts).
      tools: {
        rspack: {
          resolve: {
            modules: [
              path.join(root, 'shell/node_modules'),
              path.join(root, 'packages/design/node_modules'),
              'node_modules',
            ],
          },
        },
      },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
    },
  });
  await rsbuild.build();
}
