import { describe, expect, it } from 'vitest';
import type { NavItem } from './build-menu';
import { currentLink, isActive } from './vertical-nav';

const link = (to: string): NavItem => ({ id: to, title: to, to, order: 0 });
const items: NavItem[] = [
  link('/dashboards/crm'),
  {
    id: 'enablements',
    title: 'Enablements',
    order: 1,
    children: [link('/habilitaciones'), link('/habilitaciones/cambios')],
  },
  link('/apps/invoice/list'),
  link('/apps/invoice/add'),
  link('/notasCobro/list'),
  link('/apps/user/list'),
];

describe('currentLink', () => {
  it.each([
    ['/habilitaciones', '/habilitaciones'],
    ['/habilitaciones/12', '/habilitaciones'],
    ['/habilitaciones/cambios', '/habilitaciones/cambios'],
    ['/habilitaciones/cambios/', '/habilitaciones/cambios'],
    ['/dashboards/crm', '/dashboards/crm'],
    ['/habilitacionesx', undefined],
    ['/apps/invoice/preview/5036', '/apps/invoice/list'],
    ['/apps/invoice/edit/5036', '/apps/invoice/list'],
    ['/apps/invoice/add', '/apps/invoice/add'],
    ['/apps/invoicex', undefined],
    ['/notasCobro/12', '/notasCobro/list'],
    ['/apps/user/view/21', '/apps/user/list'],
    ['/apps/permissions', undefined],
  ])('%s is shown by %s', (pathname, expected) => {
    expect(currentLink(pathname, items)).toBe(expected);
  });

  it('marks one link only', () => {
    const current = currentLink('/habilitaciones/cambios', items);
    expect(isActive(current, '/habilitaciones/cambios')).toBe(true);
    expect(isActive(current, '/habilitaciones')).toBe(false);
  });
});
