import { readFileSync } from 'node:fs';
import {
  committedExports,
  importedNames,
  sharedEntry,
  TREE_SHAKEN_SHARED,
  usedExports,
} from '../../packages/design/rsbuild/shared-exports';

describe('shared libraries tree-shaken to the committed list of used exports', () => {
  // The deploy order the list relies on (the shell first) is enforced here rather than remembered.
  it.each(TREE_SHAKEN_SHARED)(
    '%s: the list covers every export the apps and their libraries use, and nothing more',
    (pkg) => {
      const used = usedExports(pkg);
      const committed = committedExports()[pkg];
      const missing = used.filter((name) => !committed.includes(name));
      const unused = committed.filter((name) => !used.includes(name));
      expect(
        { missing, unused },
        'run `npm run shared:exports`; deploy the shell before a remote that needs a new export',
      ).toEqual({ missing: [], unused: [] });
    },
  );

  it('reads named imports and re-exports, leaves types out, refuses a namespace import', () => {
    const source = `
      import { Button, type ButtonProps, Card as Tile } from '@mantine/core';
      import type { MantineTheme } from '@mantine/core';
      import{Box as e,useProps as t}from"@mantine/core";
      export { Stack } from '@mantine/core';
      import { Other } from '@mantine/core-extra';
    `;
    expect(importedNames(source, '@mantine/core').sort()).toEqual(
      ['Box', 'Button', 'Card', 'Stack', 'useProps'].sort(),
    );
    expect(() => importedNames(`import * as M from '@mantine/core';`, '@mantine/core')).toThrow(
      /import \* as/,
    );
  });

  it('gives the shell a module re-exporting exactly the listed names', () => {
    const entry = readFileSync(sharedEntry('@mantine/core'), 'utf8');
    const names = [...entry.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]);
    expect(names).toEqual(committedExports()['@mantine/core']);
    expect(entry).toMatch(/} from ".*@mantine[\\/]core[\\/]esm[\\/]index\.mjs";\n$/);
  });
});
