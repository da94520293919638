// Builds the floor fixtures with the shell's Rsbuild (same bundler, same production react-router):
// bench/floor (the sign-in page) and bench/floor-crm (the CRM dashboard with the same charts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const shellRequire = createRequire(path.join(root, 'shell/package.json'));

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of `dist`, as the
 * portal's builds have them (packages/design/rsbuild, `pluginPrecompress`): the floor is served
 * precompressed like the portal, so both pages compare on what they are, not on how they travel.
 */
async function precompress(dist) {
  const files = (await readdir(dist, { recursive: true }))
    .map((entry) => path.join(dist, entry))
    .filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      if (!(await stat(file)).isFile()) return;
      const body = await readFile(file);
      if (body.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** Builds `bench/<name>` (default: the sign-in floor), precompressed. */
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
  await precompress(path.join(here, 'dist'));
}
