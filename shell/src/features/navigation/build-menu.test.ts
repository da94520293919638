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
const sectionTitle = (section: string) => `[${section}]`;

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
        section: 'customers',
        ability: { action: 'read', subject: 'User' },
      },
      {
        titleKey: 'a:acl',
        to: '/access-control',
        order: 40,
        section: 'template',
        ability: { action: 'read', subject: 'AclDemo' },
      },
    ],
  },
  {
    remote: 'b',
    translate,
    entries: [
      { titleKey: 'b:invoices', to: '/Facturacion', order: 20, section: 'billing' },
      {
        titleKey: 'b:billing',
        section: 'billing',
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
  it('orders the sections by the shell, entries by order across remotes, for an admin', () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(shape(buildMenu(sources, admin, sectionTitle))).toEqual([
      {
        title: '[billing]',
        items: [
          ['Billing', ['Invoices']],
          ['Invoices', '/Facturacion'],
        ],
      },
      { title: '[customers]', items: [['Users', '/apps/user/list']] },
      { title: undefined, items: [['Dashboards', ['CRM', 'Analytics']]] },
      { title: '[template]', items: [['Access control', '/access-control']] },
    ]);
  });

  it('marks the template section collapsible, and only it', () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(
      buildMenu(sources, admin, sectionTitle).map((section) => [section.id, section.collapsible]),
    ).toEqual([
      ['billing', undefined],
      ['customers', undefined],
      ['other', undefined],
      ['template', true],
    ]);
  });

  it('drops entries the user may not open, and groups and sections left empty', () => {
    const client = buildAbility([{ action: 'read', subject: 'AclDemo' }]);
    expect(shape(buildMenu(sources, client, sectionTitle))).toEqual([
      { title: '[billing]', items: [['Invoices', '/Facturacion']] },
      { title: undefined, items: [['Dashboards', ['CRM', 'Analytics']]] },
      { title: '[template]', items: [['Access control', '/access-control']] },
    ]);
  });

  it('gives nothing guarded to a user without rules', () => {
    const nobody = buildAbility([]);
    const items = buildMenu(sources, nobody, sectionTitle).flatMap((s) =>
      s.items.map((i) => i.title),
    );
    expect(items).toEqual(['Invoices', 'Dashboards']);
  });

  it('returns no sections without sources', () => {
    expect(buildMenu([], buildAbility([]), sectionTitle)).toEqual([]);
  });
});
