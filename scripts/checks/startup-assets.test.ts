import { startupAssets, type StatsChunk } from '../../packages/design/rsbuild/startup-assets';

const provide = (pkg: string, version: string) =>
  `provide shared module (default) ${pkg}@${version} = /node_modules/${pkg}/index.js`;
const consume = (pkg: string, range: string) =>
  `consume shared module (default) ${pkg}@${range} (strict) (fallback: /node_modules/${pkg}/index.js)`;
const consumer = (pkg: string, range: string) => ({
  identifier: consume(pkg, range),
  moduleType: 'consume-shared-module',
});

/** A shell's chunk graph in the shape of rspack's JSON stats (the parts the list reads). */
const chunks: StatsChunk[] = [
  // The entry's import('./bootstrap'): its code and style, and a chunk of its consumed modules.
  {
    files: ['static/js/async/boot.js', 'static/css/async/boot.css'],
    origins: [{ request: './bootstrap' }],
  },
  {
    files: [],
    origins: [{ request: './bootstrap' }],
    modules: [consumer('react-dom', '^19.0.0'), consumer('@mantine/core', '9.7.3')],
  },
  // The shell's providers: react-dom's chunk; Mantine's, which consumes React in turn.
  {
    files: ['static/js/async/react-dom.js'],
    origins: [{ moduleIdentifier: provide('react-dom', '19.2.9') }],
  },
  {
    files: ['static/js/async/mantine.js'],
    origins: [{ moduleIdentifier: provide('@mantine/core', '9.7.3') }],
    modules: [consumer('react', '19.2.9')],
  },
  {
    files: ['static/js/async/react.js'],
    origins: [{ moduleIdentifier: provide('react', '19.2.9') }],
  },
  // Another copy of react-dom, reached only through the consume module's own fallback: the
  // shell's runtime takes the provider registered in the share scope, never this one.
  {
    files: ['static/js/async/fallback.js'],
    origins: [{ moduleIdentifier: consume('react-dom', '^19.0.0') }],
  },
  // Shared, but nothing at start-up consumes it (a date picker's library), and a later page.
  {
    files: ['static/js/async/dates.js'],
    origins: [{ moduleIdentifier: provide('@mantine/dates', '9.7.3') }],
  },
  { files: ['static/js/async/page.js'], origins: [{ request: './pages/settings' }] },
];

describe('the shell’s start-up files (startup.json)', () => {
  it('are the start-up import’s chunks and the providers of what they consume, transitively', () => {
    expect(
      startupAssets(chunks, {
        startImport: './bootstrap',
        entry: 'static/js/app.js',
        publicPath: '/',
      }),
    ).toEqual({
      scripts: [
        '/static/js/app.js',
        '/static/js/async/boot.js',
        '/static/js/async/react-dom.js',
        '/static/js/async/mantine.js',
        '/static/js/async/react.js',
      ],
      styles: ['/static/css/async/boot.css'],
    });
  });

  it('refuse a graph where the start-up import loads nothing (a renamed module)', () => {
    expect(() =>
      startupAssets(chunks, { startImport: './start', entry: 'static/js/app.js', publicPath: '/' }),
    ).toThrow(/import\('\.\/start'\)/);
  });
});
