import type { SearchGroup } from '@portal/contract';
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
  // The ui-demo remote's pages (remotes/ui-demo/src/config/catalog.ts).
  {
    title: 'User Interface',
    category: 'userInterface',
    children: [
      { url: '/components/alert', icon: 'ri-layout-grid-line', title: 'Alert' },
      { url: '/components/avatar', icon: 'ri-layout-grid-line', title: 'Avatar' },
      { url: '/components/badge', icon: 'ri-layout-grid-line', title: 'Badge' },
      { url: '/components/button', icon: 'ri-layout-grid-line', title: 'Button' },
      { url: '/components/chip', icon: 'ri-layout-grid-line', title: 'Chip' },
      { url: '/components/dialog', icon: 'ri-layout-grid-line', title: 'Dialog' },
      { url: '/components/expansion-panel', icon: 'ri-layout-grid-line', title: 'Expansion panel' },
      { url: '/components/list', icon: 'ri-layout-grid-line', title: 'List' },
      { url: '/components/menu', icon: 'ri-layout-grid-line', title: 'Menu' },
      { url: '/components/pagination', icon: 'ri-layout-grid-line', title: 'Pagination' },
      {
        url: '/components/progress-circular',
        icon: 'ri-layout-grid-line',
        title: 'Progress circular',
      },
      { url: '/components/progress-linear', icon: 'ri-layout-grid-line', title: 'Progress linear' },
      { url: '/components/snackbar', icon: 'ri-layout-grid-line', title: 'Snackbar' },
      { url: '/components/tabs', icon: 'ri-layout-grid-line', title: 'Tabs' },
      { url: '/components/timeline', icon: 'ri-layout-grid-line', title: 'Timeline' },
      { url: '/components/tooltip', icon: 'ri-layout-grid-line', title: 'Tooltip' },
    ],
  },
  {
    title: 'Forms & Tables',
    category: 'formsTables',
    children: [
      { url: '/forms/autocomplete', icon: 'ri-checkbox-line', title: 'Autocomplete' },
      { url: '/forms/checkbox', icon: 'ri-checkbox-line', title: 'Checkbox' },
      { url: '/forms/combobox', icon: 'ri-checkbox-line', title: 'Combobox' },
      { url: '/forms/custom-input', icon: 'ri-checkbox-line', title: 'Custom input' },
      { url: '/forms/date-time-picker', icon: 'ri-checkbox-line', title: 'Date & time picker' },
      { url: '/forms/editors', icon: 'ri-checkbox-line', title: 'Editors' },
      { url: '/forms/file-input', icon: 'ri-checkbox-line', title: 'File input' },
      { url: '/forms/form-layouts', icon: 'ri-checkbox-line', title: 'Form layouts' },
      { url: '/forms/form-validation', icon: 'ri-checkbox-line', title: 'Form validation' },
      {
        url: '/forms/form-wizard-icons',
        icon: 'ri-checkbox-line',
        title: 'Form wizard with icons',
      },
      {
        url: '/forms/form-wizard-numbered',
        icon: 'ri-checkbox-line',
        title: 'Form wizard numbered',
      },
      { url: '/forms/radio', icon: 'ri-checkbox-line', title: 'Radio' },
      { url: '/forms/range-slider', icon: 'ri-checkbox-line', title: 'Range slider' },
      { url: '/forms/rating', icon: 'ri-checkbox-line', title: 'Rating' },
      { url: '/forms/select', icon: 'ri-checkbox-line', title: 'Select' },
      { url: '/forms/slider', icon: 'ri-checkbox-line', title: 'Slider' },
      { url: '/forms/switch', icon: 'ri-checkbox-line', title: 'Switch' },
      { url: '/forms/textarea', icon: 'ri-checkbox-line', title: 'Textarea' },
      { url: '/forms/textfield', icon: 'ri-checkbox-line', title: 'Text field' },
      { url: '/tables/simple-table', icon: 'ri-checkbox-line', title: 'Simple table' },
      { url: '/tables/data-table', icon: 'ri-checkbox-line', title: 'Data table' },
    ],
  },
  {
    title: 'Charts',
    category: 'charts',
    children: [
      { url: '/charts/apex-chart', icon: 'ri-bar-chart-2-line', title: 'Apex charts' },
      { url: '/charts/chartjs', icon: 'ri-bar-chart-2-line', title: 'Chart.js charts' },
    ],
  },
  {
    title: 'Extensions',
    category: 'extensions',
    children: [
      { url: '/extensions/swiper', icon: 'ri-apps-2-line', title: 'Swiper' },
      { url: '/extensions/tour', icon: 'ri-apps-2-line', title: 'Tour' },
    ],
  },
  {
    title: 'Demo Pages',
    category: 'demoPages',
    children: [
      { url: '/pages/cards/card-basic', icon: 'ri-file-text-line', title: 'Basic cards' },
      { url: '/pages/cards/card-advance', icon: 'ri-file-text-line', title: 'Advanced cards' },
      { url: '/pages/cards/card-statistics', icon: 'ri-file-text-line', title: 'Statistics cards' },
      { url: '/pages/cards/card-widgets', icon: 'ri-file-text-line', title: 'Widget cards' },
      { url: '/pages/cards/card-actions', icon: 'ri-file-text-line', title: 'Card actions' },
      { url: '/pages/dialog-examples', icon: 'ri-file-text-line', title: 'Dialog examples' },
      { url: '/pages/faq', icon: 'ri-file-text-line', title: 'FAQ' },
      { url: '/pages/icons', icon: 'ri-file-text-line', title: 'Icons' },
      { url: '/pages/pricing', icon: 'ri-file-text-line', title: 'Pricing' },
      { url: '/pages/typography', icon: 'ri-file-text-line', title: 'Typography' },
    ],
  },
  {
    title: 'Wizards',
    category: 'wizards',
    children: [
      { url: '/wizard-examples/checkout', icon: 'ri-list-check', title: 'Checkout wizard' },
      { url: '/wizard-examples/create-deal', icon: 'ri-list-check', title: 'Create deal wizard' },
      {
        url: '/wizard-examples/property-listing',
        icon: 'ri-list-check',
        title: 'Property listing wizard',
      },
    ],
  },
  {
    title: 'Front Pages',
    category: 'frontPages',
    children: [
      { url: '/front-pages/landing', icon: 'ri-home-4-line', title: 'Front Page: Landing' },
      { url: '/front-pages/pricing', icon: 'ri-home-4-line', title: 'Front Page: Pricing' },
      { url: '/front-pages/payment', icon: 'ri-home-4-line', title: 'Front Page: Payment' },
      { url: '/front-pages/checkout', icon: 'ri-home-4-line', title: 'Front Page: Checkout' },
      { url: '/front-pages/help-center', icon: 'ri-home-4-line', title: 'Front Page: Help center' },
    ],
  },
];

/**
 * Records (not pages) the search also finds: each answers its group of entries matching `q`,
 * listed after the pages.
 */
export const searchRecordGroups: ((q: string) => SearchIndexGroup)[] = [ticketSearchGroup];
