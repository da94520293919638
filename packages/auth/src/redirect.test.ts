import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/dashboards/crm', '/dashboards/crm'],
    ['/apps/user/list?page=2#x', '/apps/user/list?page=2#x'],
    ['/apps/user/list?q=a%20b', '/apps/user/list?q=a%20b'],
    ['/', '/'],
  ])('accepts %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['javascript URL', 'javascript:alert(1)'],
    ['encoded CRLF before //', '/%0d%0a//evil.com'],
    ['encoded slash', '/%2F/evil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['malformed escape', '/%E0%A4%A'],
    ['tab smuggling', '/\t/evil.com'],
    ['newline smuggling', '/\n/evil.com'],
    ['relative path', 'dashboards/crm'],
    ['empty', ''],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirect(target)).toBeNull();
  });

  it.each([[undefined], [null], [42], [{ toString: () => '/x' }], [['/x']]])(
    'refuses the non-string %s',
    (target) => {
      expect(safeRedirect(target)).toBeNull();
    },
  );
});
