/// <reference types="@rsbuild/core/types" />

/**
 * The whole Remix set as a module of its own (the icons page; alias in rsbuild.config.ts): a plain
 * `import('@remixicon/react')` would be the very module of the named imports elsewhere, and pull
 * all ~3 000 icons into every page that shows one.
 */
declare module '@remixicon/react-all' {
  export * from '@remixicon/react';
}
