/**
 * Remix icons, one module per icon.
 *
 * `@remixicon/react` ships every icon in one module (`index.mjs`, 2.4 MB). Tree shaking keeps the
 * icons the whole build uses, but a module cannot be split between chunks: the first page that
 * draws any icon fetched every icon of its app (apps-demo: 67 KB raw, 17 KB gzip, with the CRM
 * dashboard's route table). The build rewrites `import { RiX } from '@remixicon/react'` to a
 * module of that icon alone (`source.transformImport`), generated here from the package's own
 * components, so each chunk carries the icons it draws. Same markup, props and class name; tests
 * and type checks keep importing the package itself.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGE = '@remixicon/react';

/** Where the icon modules live: inside the design package, so `react` resolves from there. */
const ICON_MODULES_CACHE = path.resolve(import.meta.dirname, '../node_modules/.cache');

const BASE_MODULE = `import { createElement } from 'react';

/** An icon component with @remixicon/react's props and markup (children: [tag, props] pairs). */
export function remixIcon(children) {
  return function RemixIcon({ color = 'currentColor', size = 24, className, ...rest }) {
    return createElement(
      'svg',
      {
        viewBox: '0 0 24 24',
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        fill: color,
        ...rest,
        className: 'remixicon ' + (className || ''),
      },
      ...children.map(([tag, props]) => createElement(tag, props)),
    );
  };
}
`;

interface ElementLike {
  type: unknown;
  props: Record<string, unknown> & { children?: unknown };
}

/** An icon's children as `[tag, props]` pairs, or an error if it is not flat SVG. */
function childrenOf(name: string, element: ElementLike): [string, Record<string, unknown>][] {
  if (element.type !== 'svg' || element.props.viewBox !== '0 0 24 24') {
    throw new Error(`${PACKAGE}: ${name} is not a 24×24 SVG icon`);
  }
  const children = ([] as unknown[]).concat(element.props.children ?? []);
  return children.map((child) => {
    const { type, props } = child as ElementLike;
    const { children: nested, ...rest } = props;
    if (typeof type !== 'string' || nested !== undefined) {
      throw new Error(`${PACKAGE}: ${name} has nested or non-element children`);
    }
    return [type, rest];
  });
}

/**
 * Writes one module per icon of the installed `@remixicon/react` and answers their directory (one
 * per package version). Each module's default export is the icon component. The shell and the
 * remotes build in parallel: each writes into a directory of its own and renames it into place,
 * so no build reads a half-written module.
 */
export function ensureIconModules(cacheDir = ICON_MODULES_CACHE): string {
  const require = createRequire(path.join(import.meta.dirname, '../package.json'));
  // The package exports no `package.json`: it sits beside the CommonJS entry.
  const packageJson = path.join(path.dirname(require.resolve(PACKAGE)), 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const dir = path.join(cacheDir, `remixicon-${version}`);
  if (existsSync(dir)) return dir;

  const icons = require(PACKAGE) as Record<string, unknown>;
  const work = `${dir}.${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, '_remix-icon.mjs'), BASE_MODULE);
  for (const [name, component] of Object.entries(icons)) {
    if (!/^Ri[A-Z0-9]/.test(name) || typeof component !== 'function') continue;
    const element = (component as (props: object) => ElementLike)({});
    const children = JSON.stringify(childrenOf(name, element));
    writeFileSync(
      path.join(work, `${name}.mjs`),
      `import { remixIcon } from './_remix-icon.mjs';\nexport default remixIcon(${children});\n`,
    );
  }
  try {
    renameSync(work, dir);
  } catch (error) {
    // Another build renamed its copy first: the same modules.
    rmSync(work, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/** The `source.transformImport` entry that sends each named icon import to its own module. */
export function iconTransformImport() {
  const dir = ensureIconModules();
  return {
    libraryName: PACKAGE,
    customName: `${dir.split(path.sep).join('/')}/{{ member }}.mjs`,
    transformToDefaultImport: true,
  };
}
