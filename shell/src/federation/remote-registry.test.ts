import { findRemoteForPath, type RemoteDescriptor } from './remote-registry';

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
