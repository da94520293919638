import type { RemoteRouteTable } from '@portal/design/base';
import type { RemoteDescriptor } from '../federation/remote-registry';

export const FAKE_REMOTES: RemoteDescriptor[] = [
  {
    name: 'apps_demo',
    entry: 'http://remote.test/apps/mf-manifest.json',
    prefixes: ['/dashboards', '/access-control', '/open', '/apps'],
  },
  {
    name: 'billing',
    entry: 'http://remote.test/billing/mf-manifest.json',
    prefixes: ['/Facturacion'],
  },
];

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

/** A small route table like the apps-demo remote's. */
export const appsDemoTable: RemoteRouteTable = {
  namespace: 'apps-demo',
  loadMessages: (language) =>
    Promise.resolve(
      language === 'fr'
        ? {
            menu: {
              crm: 'Tableau CRM',
              acl: 'Contrôle d’accès',
              users: 'Utilisateurs',
            },
          }
        : {
            menu: { crm: 'CRM dashboard', acl: 'Access control', users: 'Users' },
          },
    ),
  routes: [
    { path: '/dashboards/crm', load: page('CRM page content') },
    { path: '/dashboards/chat', load: page('Chat content'), fixedHeight: true },
    {
      path: '/access-control',
      load: page('Access control content'),
      ability: { action: 'read', subject: 'AclDemo' },
    },
    {
      path: '/dashboards/users',
      load: page('Users content'),
      ability: { action: 'read', subject: 'User' },
    },
    // As the real table: the user list needs what its data needs (read User).
    {
      path: '/apps/user/list',
      load: page('User list content'),
      ability: { action: 'read', subject: 'User' },
    },
    { path: '/open/public', load: page('Public remote page'), public: true, layout: 'blank' },
  ],
  menu: [
    { titleKey: 'apps-demo:menu.crm', to: '/dashboards/crm', order: 1 },
    {
      titleKey: 'apps-demo:menu.acl',
      to: '/access-control',
      order: 20,
      section: 'template',
      ability: { action: 'read', subject: 'AclDemo' },
    },
    {
      titleKey: 'apps-demo:menu.users',
      to: '/dashboards/users',
      order: 21,
      section: 'customers',
      ability: { action: 'read', subject: 'User' },
    },
  ],
};

export const billingTable: RemoteRouteTable = {
  namespace: 'billing',
  loadMessages: () => Promise.resolve({ menu: { invoices: 'Invoices' } }),
  routes: [{ path: '/Facturacion', load: page('Facturacion list') }],
  menu: [{ titleKey: 'billing:menu.invoices', to: '/Facturacion', order: 10 }],
};
