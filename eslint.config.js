// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { featureZones, portalPlugin } from './scripts/eslint-rules.mjs';
import { remoteList } from './scripts/registry.mjs';

const noMockApi = {
  group: ['@portal/mock-api', '@portal/mock-api/*'],
  message: 'Screens talk to the API, not the mock: import schemas and money from @portal/contract.',
};
/** The whole kit loads mantine-datatable, @mantine/form and their screens (about 28 KB gzip). */
const designBaseOnly = {
  name: '@portal/design',
  message: 'The frame and the dashboards draw no list or form: import @portal/design/base.',
};

/** Modules that start the mock API or test: not part of what a page ships. */
const notShipped = [
  '**/bootstrap.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  '**/test-utils.tsx',
];

/** Remote folder names, from remotes.registry.json. */
const REMOTES = remoteList().map((remote) => remote.name);

/** Boundaries: no remote imports another remote; the shell imports no remote source. */
const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./remotes/${remote}`,
    from: ['./shell', ...REMOTES.filter((r) => r !== remote).map((r) => `./remotes/${r}`)],
    message: 'A remote never imports another remote or the shell: share through packages/*.',
  })),
  {
    target: './shell',
    from: './remotes',
    message: 'The shell reaches remotes only through federation.',
  },
  {
    target: './packages',
    from: ['./shell', './remotes'],
    message: 'Packages must not depend on apps.',
  },
  {
    target: './mock-api',
    from: ['./shell', './remotes'],
    message: 'The mock API must not depend on apps.',
  },
  ...featureZones(),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/.artifacts/**',
      'bench-results/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, portal: portalPlugin },
    settings: {
      // Without these, import-x resolves no extensionless .ts import: zones and no-cycle see nothing.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name` says "deliberately unused"; `{ a, ...rest }` omits `a` from `rest`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // ignoreExternal: cycles live in our code; walking node_modules only costs time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'portal/kebab-case-files': 'error',
      // A focused test silently skips the rest of its file.
      'no-restricted-properties': [
        'error',
        ...['test', 'it', 'describe'].map((object) => ({
          object,
          property: 'only',
          message: 'Focused tests skip the others: remove .only before committing.',
        })),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The API contract is @portal/contract; the mock is started by bootstraps and tests only.
    files: ['shell/src/**', 'remotes/*/src/**', 'packages/*/src/**'],
    ignores: notShipped,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noMockApi],
        },
      ],
    },
  },
  {
    // What every signed-in page loads (the frame) and the dashboards: the kit without its list and
    // form screens. The shell's auth pages (forms) are lazy routes of their own.
    files: [
      'shell/src/**',
      'remotes/apps-demo/src/features/dashboards/**',
      'remotes/apps-demo/src/components/dashboard.tsx',
    ],
    ignores: ['shell/src/features/auth/pages/**', ...notShipped],
    rules: {
      'no-restricted-imports': ['error', { paths: [designBaseOnly], patterns: [noMockApi] }],
    },
  },
  {
    // zod/mini only: the light sign-in page's modules (classic zod, about 18 KB gzip, is only in
    // that bundle's mock API layer and chunk: packages/design/rsbuild, MOCK_API_LAYER), and what
    // the frame and the dashboards parse on every signed-in page (classic zod there was a second
    // copy beside the shell's mini one, 21 KB gzip).
    files: [
      'shell/src/login/**',
      'shell/src/features/auth/schemas.ts',
      'shell/src/config/env.ts',
      'shell/src/federation/**',
      'packages/auth/src/**',
      'packages/design/src/forms/reason-modal.tsx',
      'packages/contract/src/schemas/sign-in.ts',
      'packages/contract/src/schemas/limits.ts',
      'packages/contract/src/schemas/enums.ts',
      'packages/contract/src/schemas/dashboards.ts',
      'packages/contract/src/schemas/charts.ts',
      'packages/contract/src/schemas/menu-counters.ts',
      'packages/contract/src/schemas/notifications.ts',
      'packages/contract/src/schemas/search.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'The sign-in page and the signed-in frame ship zod/mini only: import zod/mini.',
            },
            designBaseOnly,
          ],
          patterns: [noMockApi],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', 'server/*.mjs', '*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
