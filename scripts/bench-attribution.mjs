// `npm run bench:attribution`: where the CRM dashboard's cold-load JavaScript comes from. Builds
// every app with source maps (BUILD_SOURCEMAP=1; BENCH_SKIP_BUILD=1 measures dist folders built
// that way), serves them with the built server (`startPortal`, the default sample data), loads the
// dashboard as `npm run bench` does (signed in, cold HTTP cache, until interactive), and
// attributes each fetched script's bytes to the package or portal folder its source map names.
// Prints gzip-9 per group and per package.
//
// Gzip does not add up per part: each part is compressed alone, then the parts are scaled so
// that they sum to the real gzip-9 total of the scripts.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS } from './apps.mjs';
import { loadCrmDashboardCold, startPortal, writeFigures } from './bench-lib.mjs';
import { buildAll, ensureChromium, log, root } from './lib.mjs';

const require = createRequire(path.join(root, 'e2e/package.json'));

/** Groups, first match wins; tested against the package name or the portal path. */
const GROUPS = [
  ['ECharts', /^(echarts|zrender|echarts-for-react|size-sensor)$/],
  ['React, ReactDOM', /^(react|react-dom|scheduler)$/],
  // Module wrappers, chunk loading and federation glue that no source file holds.
  ['federation runtime, bundler code', /^(@module-federation\/.*|webpack runtime|\(generated\))$/],
  ['react-router', /^(react-router|react-router-dom|cookie|set-cookie-parser)$/],
  [
    'Mantine and its dependencies',
    /^(@mantine\/(core|hooks|notifications|spotlight|store)|@floating-ui\/.*|react-number-format|react-remove-scroll.*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|react-transition-group|react-textarea-autosize|use-composed-ref|use-latest|use-isomorphic-layout-effect|clsx|@babel\/runtime)$/,
  ],
  [
    'kit libraries (mantine-datatable, @mantine/form, dayjs)',
    /^(mantine-datatable|@mantine\/form|dayjs|klona|fast-deep-equal)$/,
  ],
  [
    'i18next, react-i18next',
    /^(i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)$/,
  ],
  ['TanStack Query', /^@tanstack\//],
  ['zod', /^zod$/],
  ['CASL', /^(@casl\/.*|@ucast\/.*)$/],
  ['zustand', /^zustand$/],
  ['icons', /^(@remixicon\/react|remixicon)$/],
  ['portal code', /^(shell|packages|remotes|mock-api)\//],
];

/** The package (or portal folder) a source-map source (resolved from the repository root) belongs to. */
function owner(source) {
  if (source.includes('.cache/remixicon')) return '@remixicon/react';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  if (source.startsWith('webpack://') || source.includes('isValidValue')) return 'webpack runtime';
  const portal =
    /^(shell\/src|packages\/[^/]+\/src|remotes\/[^/]+\/src|mock-api\/src)\/([^/]+)/.exec(source);
  if (portal) return `${portal[1].replace('/src', '')}/${portal[2].replace(/\.[jt]sx?$/, '')}`;
  return '(generated)';
}

const groupOf = (name) => GROUPS.find(([, test]) => test.test(name))?.[0] ?? 'other libraries';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * A source map's `mappings`, per generated line: segments of [column, source index] (the fields
 * this script needs), decoded from base64 VLQ as the source map format (v3) writes them.
 */
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += fields[0];
        if (fields.length > 1) source += fields[1];
        return fields.length > 1 ? [column, source] : [column];
      });
  });
}

/** Generated code of `file` per owner, from its source map (each segment up to the next). */
async function codeByOwner(file, into) {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
  const base = path.resolve(path.dirname(file), map.sourceRoot ?? '');
  const owners = map.sources.map((source) =>
    owner(
      source.startsWith('webpack://') ? source : path.relative(root, path.resolve(base, source)),
    ),
  );
  decodeMappings(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const name = segment.length > 1 ? owners[segment[1]] : '(generated)';
      into.set(name, (into.get(name) ?? '') + line.slice(segment[0], end));
    });
  });
}

/** The dist file behind a script URL of the served portal. */
function distFile(url) {
  const { port, pathname } = new URL(url);
  const app = APPS.find((a) => String(a.port) === port);
  return app ? path.join(root, app.dir, 'dist', pathname) : null;
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  process.env.BUILD_SOURCEMAP = '1';
  await buildAll();
}
const portal = await startPortal();
const { chromium } = require('@playwright/test');
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
log('CRM dashboard, signed in, cold cache: attributing every script fetched');
const urls = [];
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await loadCrmDashboardCold(context, (page) =>
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.push(response.url());
    }),
  );
} finally {
  await browser.close();
  await portal.stop();
}

const code = new Map();
let gzipTotal = 0;
for (const url of new Set(urls)) {
  const file = distFile(url);
  if (!file || !existsSync(file)) throw new Error(`No built file for ${url}`);
  gzipTotal += gzipSync(await readFile(file), { level: 9 }).length;
  if (existsSync(`${file}.map`)) await codeByOwner(file, code);
  else code.set(`(no source map: ${path.basename(file)})`, await readFile(file, 'utf8'));
}
const parts = [...code].map(([name, text]) => ({
  name,
  group: groupOf(name),
  gzip: gzipSync(text, { level: 9 }).length,
}));
const scale = gzipTotal / parts.reduce((n, p) => n + p.gzip, 0);
const kb = (bytes) => Math.round((bytes * scale) / 102.4) / 10;

const groups = new Map();
for (const part of parts) groups.set(part.group, (groups.get(part.group) ?? 0) + part.gzip);
const byGroup = [...groups].sort((a, b) => b[1] - a[1]).map(([group, n]) => [group, kb(n)]);
const byPackage = parts.sort((a, b) => b.gzip - a.gzip).slice(0, 30);

console.log(`\nCRM dashboard cold, JS gzip-9: ${kb(gzipTotal / scale)} KB`);
console.table(Object.fromEntries(byGroup.map(([group, n]) => [group, { 'KB gzip': n }])));
console.table(
  Object.fromEntries(byPackage.map((p) => [p.name, { 'KB gzip': kb(p.gzip), group: p.group }])),
);
await writeFigures('attribution', {
  date: new Date().toISOString(),
  crmColdJsGzipKB: kb(gzipTotal / scale),
  groups: Object.fromEntries(byGroup),
  packages: Object.fromEntries(byPackage.map((p) => [p.name, kb(p.gzip)])),
});
