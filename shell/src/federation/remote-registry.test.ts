import {
  findRemoteForPath,
  MalformedRouteTableError,
  parseRouteTable,
  type RemoteDescriptor,
} from './remote-registry';

const remotes: RemoteDescriptor[] = [
  { name: 'pages', entry: 'http://a.test/mf-manifest.json', prefixes: ['/pages'] },
  { name: 'cards', entry: 'http://b.test/mf-manifest.json', prefixes: ['/pages/cards'] },
  { name: 'billing', entry: 'http://c.test/mf-manifest.json', prefixes: ['/Facturacion'] },
];

describe('findRemoteForPath', () => {
  it.each([
    ['/pages/faq', 'pages'],
    ['/pages/cards/basic', 'cards'],
    ['/pages/cards', 'cards'],
    ['/Facturacion/12', 'billing'],
    ['/Facturacion', 'billing'],
    ['/Facturacionx', undefined],
    ['/pagesx', undefined],
    ['/', undefined],
  ])('%s belongs to %s (longest prefix wins, whole segments only)', (path, expected) => {
    expect(findRemoteForPath(remotes, path)?.name).toBe(expected);
  });
});

describe('parseRouteTable', () => {
  const page = () => Promise.resolve({ default: () => null });
  const valid = {
    namespace: 'billing',
    loadMessages: () => Promise.resolve({}),
    routes: [{ path: '/Facturacion', load: page, ability: { action: 'read', subject: 'Factura' } }],
    menu: [
      {
        titleKey: 'billing:menu.group',
        order: 1,
        children: [{ titleKey: 'billing:menu.list', to: '/Facturacion', order: 1 }],
      },
    ],
  };

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('returns the remote’s own table when it honours the contract', () => {
    expect(parseRouteTable('billing', { default: valid })).toBe(valid);
  });

  it.each([
    ['no default export', {}, '(table)'],
    [
      'a route without a leading slash',
      { routes: [{ path: 'Facturacion', load: page }] },
      'routes.0.path',
    ],
    [
      'a route whose load is not a function',
      { routes: [{ path: '/x', load: 'x' }] },
      'routes.0.load',
    ],
    [
      'an unknown ability action',
      { routes: [{ path: '/x', load: page, ability: { action: 'fly', subject: 'X' } }] },
      'routes.0.ability.action',
    ],
    [
      'a nested menu entry without order',
      { menu: [{ titleKey: 'a', order: 1, children: [{ titleKey: 'b' }] }] },
      'menu.0.children.0.order',
    ],
    [
      'a prefetch outside the API',
      { routes: [{ path: '/x', load: page, prefetch: ['https://evil.example/x'] }] },
      'routes.0.prefetch.0',
    ],
    ['routes missing', { routes: undefined }, 'routes'],
  ])('rejects %s, naming where', (_, change, where) => {
    const module =
      'routes' in change || 'menu' in change ? { default: { ...valid, ...change } } : change;
    expect(() => parseRouteTable('billing', module)).toThrow(MalformedRouteTableError);
    expect(() => parseRouteTable('billing', module)).toThrow(where);
  });
});
