import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureIconModules } from '../../packages/design/rsbuild/icon-modules';

// The repository root has no React: only the shapes this test uses.
type Icon = (props: Record<string, unknown>) => unknown;
type CreateElement = (type: Icon, props: Record<string, unknown>) => unknown;
type RenderToStaticMarkup = (element: unknown) => string;

// React and the icons as the design package (where the generated modules live) resolves them.
const require = createRequire(path.join(import.meta.dirname, '../../packages/design/package.json'));
const { createElement } = require('react') as { createElement: CreateElement };
const { renderToStaticMarkup } = require('react-dom/server') as {
  renderToStaticMarkup: RenderToStaticMarkup;
};
const RemixIcons = require('@remixicon/react') as Record<string, Icon>;

const dir = ensureIconModules();
const importIcon = async (name: string) =>
  ((await import(pathToFileURL(path.join(dir, `${name}.mjs`)).href)) as { default: Icon }).default;

const names = Object.keys(RemixIcons).filter((name) => /^Ri[A-Z0-9]/.test(name));

test('there is one module per icon of the package', () => {
  const modules = readdirSync(dir).filter((file) => file.startsWith('Ri'));
  expect(names.length).toBeGreaterThan(3000);
  expect(modules.sort()).toEqual(names.map((name) => `${name}.mjs`).sort());
});

test.each([
  {},
  { size: 18, color: 'red' },
  { className: 'nav-icon', 'aria-hidden': true, style: { flexShrink: 0 } },
  { size: '1.5rem', 'aria-label': 'Invoices', role: 'img' },
])('each generated icon draws what the package draws, props %o', async (props) => {
  // Every 25th icon, and the ones with more than one path.
  const sample = names.filter(
    (name, i) => i % 25 === 0 || ['RiGoogleFill', 'RiDashboardLine', 'RiMailLine'].includes(name),
  );
  for (const name of sample) {
    const original = RemixIcons[name];
    if (!original) throw new Error(`no ${name}`);
    const generated = await importIcon(name);
    expect(renderToStaticMarkup(createElement(generated, props))).toBe(
      renderToStaticMarkup(createElement(original, props)),
    );
  }
});
