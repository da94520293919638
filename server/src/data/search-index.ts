import type { SearchGroup } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ticketSearchGroup } from './ticket-search';

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

/** A demo section's pages by URL and title: one icon for all, no ability needed. */
function sectionPages(icon: string, pages: Record<string, string>): SearchIndexItem[] {
  return Object.entries(pages).map(([url, title]) => ({ url, icon, title }));
}

/**
 * The pages of this portal that the app-bar search can find. Remotes that add pages add their
 * entries here (group order is the order of the answer).
 */
export const searchIndex: SearchIndexGroup[] = [
  {
    title: 'Dashboards',
    category: 'dashboards',
    children: [
      {
        url: '/dashboards/crm',
        icon: 'ri-pie-chart-2-line',
        title: 'CRM',
        ability: read('Dashboard'),
      },
      {
        url: '/dashboards/analytics',
        icon: 'ri-bar-chart-2-line',
        title: 'Analytics',
        ability: read('Dashboard'),
      },
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
  // The ui-demo remote's pages (remotes/ui-demo/src/config/catalog.ts).
  {
    title: 'User Interface',
    category: 'userInterface',
    children: sectionPages('ri-layout-grid-line', {
      '/components/alert': 'Alert',
      '/components/avatar': 'Avatar',
      '/components/badge': 'Badge',
      '/components/button': 'Button',
      '/components/chip': 'Chip',
      '/components/dialog': 'Dialog',
      '/components/expansion-panel': 'Expansion panel',
      '/components/list': 'List',
      '/components/menu': 'Menu',
      '/components/pagination': 'Pagination',
      '/components/progress-circular': 'Progress circular',
      '/components/progress-linear': 'Progress linear',
      '/components/snackbar': 'Snackbar',
      '/components/tabs': 'Tabs',
      '/components/timeline': 'Timeline',
      '/components/tooltip': 'Tooltip',
    }),
  },
  {
    title: 'Forms & Tables',
    category: 'formsTables',
    children: sectionPages('ri-checkbox-line', {
      '/forms/autocomplete': 'Autocomplete',
      '/forms/checkbox': 'Checkbox',
      '/forms/combobox': 'Combobox',
      '/forms/custom-input': 'Custom input',
      '/forms/date-time-picker': 'Date & time picker',
      '/forms/editors': 'Editors',
      '/forms/file-input': 'File input',
      '/forms/form-layouts': 'Form layouts',
      '/forms/form-validation': 'Form validation',
      '/forms/form-wizard-icons': 'Form wizard with icons',
      '/forms/form-wizard-numbered': 'Form wizard numbered',
      '/forms/radio': 'Radio',
      '/forms/range-slider': 'Range slider',
      '/forms/rating': 'Rating',
      '/forms/select': 'Select',
      '/forms/slider': 'Slider',
      '/forms/switch': 'Switch',
      '/forms/textarea': 'Textarea',
      '/forms/textfield': 'Text field',
      '/tables/simple-table': 'Simple table',
    }).concat({
      url: '/tables/data-table',
      icon: 'ri-checkbox-line',
      title: 'Data table',
      ability: read('SalesDemo'),
    }),
  },
  {
    title: 'Charts',
    category: 'charts',
    children: sectionPages('ri-bar-chart-2-line', {
      '/charts/apex-chart': 'Chart gallery',
      '/charts/chartjs': 'More charts',
    }),
  },
  {
    title: 'Extensions',
    category: 'extensions',
    children: sectionPages('ri-apps-2-line', {
      '/extensions/swiper': 'Swiper',
      '/extensions/tour': 'Tour',
    }),
  },
  {
    title: 'Demo Pages',
    category: 'demoPages',
    children: sectionPages('ri-file-text-line', {
      '/pages/cards/card-basic': 'Basic cards',
      '/pages/cards/card-advance': 'Advanced cards',
      '/pages/cards/card-statistics': 'Statistics cards',
      '/pages/cards/card-widgets': 'Widget cards',
      '/pages/cards/card-actions': 'Card actions',
      '/pages/dialog-examples': 'Dialog examples',
      '/pages/faq': 'FAQ',
      '/pages/icons': 'Icons',
      '/pages/pricing': 'Pricing',
      '/pages/typography': 'Typography',
    }),
  },
  {
    title: 'Wizards',
    category: 'wizards',
    children: sectionPages('ri-list-check', {
      '/wizard-examples/checkout': 'Checkout wizard',
      '/wizard-examples/create-deal': 'Create deal wizard',
      '/wizard-examples/property-listing': 'Property listing wizard',
    }),
  },
  {
    title: 'Front Pages',
    category: 'frontPages',
    children: sectionPages('ri-home-4-line', {
      '/front-pages/landing': 'Front Page: Landing',
      '/front-pages/pricing': 'Front Page: Pricing',
      '/front-pages/payment': 'Front Page: Payment',
      '/front-pages/checkout': 'Front Page: Checkout',
      '/front-pages/help-center': 'Front Page: Help center',
    }),
  },
];

/** Records (not pages) the search also finds: a group of the entries matching `q`, from the database. */
export type SearchRecordGroup = (db: Kysely<Database>, q: string) => Promise<SearchIndexGroup>;

/**
 * Records (not pages) the search also finds, listed after the pages: each answers its group of
 * entries matching `q`, read from the database.
 */
export const searchRecordGroups: SearchRecordGroup[] = [ticketSearchGroup];
