import type { SearchGroup } from '@portal/contract';

/** An entry of the app-bar search; `ability` (never sent to clients) hides it from callers lacking it. */
export interface SearchIndexItem {
  url: string;
  /** Remix icon name; the shell maps it to a component. */
  icon: string;
  title: string;
  ability?: { action: string; subject: string };
}
export interface SearchIndexGroup extends Omit<SearchGroup, 'children'> {
  children: SearchIndexItem[];
}

const readUser = { action: 'read', subject: 'User' };
const readPermission = { action: 'read', subject: 'Permission' };
const read = (subject: string) => ({ action: 'read', subject });

/**
 * The pages of this portal that the app-bar search can find. Remotes that add pages add their
 * entries here (group order is the order of the answer).
 */
export const searchIndex: SearchIndexGroup[] = [
  {
    title: 'Dashboards',
    category: 'dashboards',
    children: [
      { url: '/dashboards/crm', icon: 'ri-pie-chart-2-line', title: 'CRM' },
      { url: '/dashboards/analytics', icon: 'ri-bar-chart-2-line', title: 'Analytics' },
    ],
  },
  {
    title: 'Apps & Pages',
    category: 'appsPages',
    children: [
      {
        url: '/apps/user/list',
        icon: 'ri-file-list-3-line',
        title: 'User List',
        ability: readUser,
      },
      { url: '/apps/user/view/21', icon: 'ri-user-line', title: 'User View', ability: readUser },
      {
        url: '/apps/permissions',
        icon: 'ri-lock-password-line',
        title: 'Permissions',
        ability: readPermission,
      },
      {
        url: '/access-control',
        icon: 'ri-shield-user-line',
        title: 'Access Control',
        ability: { action: 'read', subject: 'AclDemo' },
      },
      { url: '/pages/misc/not-authorized', icon: 'ri-lock-line', title: 'Not Authorized' },
      { url: '/pages/misc/page-not-found', icon: 'ri-error-warning-line', title: 'Page Not Found' },
      { url: '/pages/misc/coming-soon', icon: 'ri-time-line', title: 'Coming Soon' },
      { url: '/pages/misc/under-maintenance', icon: 'ri-tools-line', title: 'Under Maintenance' },
      { url: '/authentication/login', icon: 'ri-login-box-line', title: 'Login v1' },
      { url: '/register', icon: 'ri-user-add-line', title: 'Register' },
      {
        url: '/authentication/register-multi-steps',
        icon: 'ri-user-add-line',
        title: 'Register Multi-Steps',
      },
      {
        url: '/authentication/forgot-password',
        icon: 'ri-key-2-line',
        title: 'Forgot Password',
      },
      {
        url: '/authentication/reset-password',
        icon: 'ri-lock-password-line',
        title: 'Reset Password',
      },
      { url: '/authentication/two-steps', icon: 'ri-smartphone-line', title: 'Two Steps' },
      { url: '/authentication/verify-email', icon: 'ri-mail-check-line', title: 'Verify Email' },
    ],
  },
  {
    title: 'Billing',
    category: 'billing',
    children: [
      {
        url: '/apps/invoice/list',
        icon: 'ri-file-list-3-line',
        title: 'Invoice List',
        ability: read('Invoice'),
      },
      {
        url: '/apps/invoice/preview/5036',
        icon: 'ri-file-text-line',
        title: 'Invoice Preview',
        ability: read('Invoice'),
      },
      {
        url: '/apps/invoice/edit/5036',
        icon: 'ri-file-text-line',
        title: 'Invoice Edit',
        ability: { action: 'update', subject: 'Invoice' },
      },
      {
        url: '/apps/invoice/add',
        icon: 'ri-file-text-line',
        title: 'Invoice Add',
        ability: { action: 'create', subject: 'Invoice' },
      },
      {
        url: '/Facturacion',
        icon: 'ri-bank-card-line',
        title: 'Facturacion (Invoicing)',
        ability: read('Factura'),
      },
      {
        url: '/notasCobro/list',
        icon: 'ri-file-list-line',
        title: 'Notas de cobro (Billing Notes)',
        ability: read('NotaCobro'),
      },
      {
        url: '/habilitaciones',
        icon: 'ri-server-line',
        title: 'Habilitaciones (Enablements)',
        ability: read('Habilitacion'),
      },
      {
        url: '/habilitaciones/cambios',
        icon: 'ri-server-line',
        title: 'Enablement Change Requests',
        ability: read('Cambio'),
      },
      {
        url: '/sofono',
        icon: 'ri-smartphone-line',
        title: 'Sofono (Phone Lines)',
        ability: read('Sofono'),
      },
    ],
  },
  {
    title: 'Support',
    category: 'support',
    children: [
      {
        url: '/ticket',
        icon: 'ri-customer-service-2-line',
        title: 'Tickets',
        ability: read('Ticket'),
      },
      {
        url: '/ticket/create',
        icon: 'ri-customer-service-2-line',
        title: 'New Ticket',
        ability: { action: 'create', subject: 'Ticket' },
      },
    ],
  },
  { title: 'User Interface', category: 'userInterface', children: [] },
  { title: 'Forms & Tables', category: 'formsTables', children: [] },
];
