import { buildAbility } from '@portal/auth';
import { buildMenu, type MenuSource } from './build-menu';

const titles: Record<string, string> = {
  'a:dash': 'Dashboards',
  'a:crm': 'CRM',
  'a:analytics': 'Analytics',
  'a:users': 'Users',
  'a:acl': 'Access control',
  'a:apps': 'Apps & pages',
  'b:invoices': 'Invoices',
  'b:billing': 'Billing',
};
const translate = (key: string) => titles[key] ?? key;

const sources: MenuSource[] = [
  {
    remote: 'a',
    translate,
    entries: [
      {
        titleKey: 'a:dash',
        order: 1,
        children: [
          { titleKey: 'a:analytics', to: '/dashboards/analytics', order: 2 },
          { titleKey: 'a:crm', to: '/dashboards/crm', order: 1 },
        ],
      },
      {
        titleKey: 'a:users',
        to: '/apps/user/list',
        order: 30,
        sectionKey: 'a:apps',
        ability: { action: 'read', subject: 'User' },
      },
      {
        titleKey: 'a:acl',
        to: '/access-control',
        order: 40,
        sectionKey: 'a:apps',
        ability: { action: 'read', subject: 'AclDemo' },
      },
    ],
  },
  {
    remote: 'b',
    translate,
    entries: [
      { titleKey: 'b:invoices', to: '/Facturacion', order: 20, sectionKey: 'a:apps' },
      {
        titleKey: 'b:billing',
        order: 5,
        children: [
          {
            titleKey: 'b:invoices',
            to: '/apps/invoice/list',
            order: 1,
            ability: { action: 'read', subject: 'Invoice' },
          },
        ],
      },
    ],
  },
];

const shape = (sections: ReturnType<typeof buildMenu>) =>
  sections.map((section) => ({
    title: section.title,
    items: section.items.map((item) => [item.title, item.children?.map((c) => c.title) ?? item.to]),
  }));

describe('buildMenu', () => {
  it('sorts by order across remotes and groups sections, for an admin', () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(shape(buildMenu(sources, admin))).toEqual([
      {
        title: undefined,
        items: [
          ['Dashboards', ['CRM', 'Analytics']],
          ['Billing', ['Invoices']],
        ],
      },
      {
        title: 'Apps & pages',
        items: [
          ['Invoices', '/Facturacion'],
          ['Users', '/apps/user/list'],
          ['Access control', '/access-control'],
        ],
      },
    ]);
  });

  it('drops entries the user may not open, and groups left empty', () => {
    const client = buildAbility([{ action: 'read', subject: 'AclDemo' }]);
    expect(shape(buildMenu(sources, client))).toEqual([
      { title: undefined, items: [['Dashboards', ['CRM', 'Analytics']]] },
      {
        title: 'Apps & pages',
        items: [
          ['Invoices', '/Facturacion'],
          ['Access control', '/access-control'],
        ],
      },
    ]);
  });

  it('gives nothing guarded to a user without rules', () => {
    const nobody = buildAbility([]);
    const items = buildMenu(sources, nobody).flatMap((s) => s.items.map((i) => i.title));
    expect(items).toEqual(['Dashboards', 'Invoices']);
  });

  it('returns no sections without sources', () => {
    expect(buildMenu([], buildAbility([]))).toEqual([]);
  });
});
