import type { RequiredAbility } from '@portal/auth';
import type { RemoteRouteTable } from '@portal/design/base';
import type { BillingSubject } from '@portal/contract';
import { paths } from './config/paths';
import menu from './menu';

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;

/**
 * Translations: common texts (menu, statuses, timeline) in `locales/`, and one file per feature
 * in `features/<feature>/locales/`, each holding one top-level key named after the feature.
 */
const bundles: Record<string, Loader[]> = {
  en: [
    () => import('./locales/en.json'),
    () => import('./features/invoice/locales/en.json'),
    () => import('./features/facturacion/locales/en.json'),
    () => import('./features/notas/locales/en.json'),
    () => import('./features/habilitaciones/locales/en.json'),
    () => import('./features/sofono/locales/en.json'),
  ],
  fr: [
    () => import('./locales/fr.json'),
    () => import('./features/invoice/locales/fr.json'),
    () => import('./features/facturacion/locales/fr.json'),
    () => import('./features/notas/locales/fr.json'),
    () => import('./features/habilitaciones/locales/fr.json'),
    () => import('./features/sofono/locales/fr.json'),
  ],
  ar: [
    () => import('./locales/ar.json'),
    () => import('./features/invoice/locales/ar.json'),
    () => import('./features/facturacion/locales/ar.json'),
    () => import('./features/notas/locales/ar.json'),
    () => import('./features/habilitaciones/locales/ar.json'),
    () => import('./features/sofono/locales/ar.json'),
  ],
  es: [
    () => import('./locales/es.json'),
    () => import('./features/invoice/locales/es.json'),
    () => import('./features/facturacion/locales/es.json'),
    () => import('./features/notas/locales/es.json'),
    () => import('./features/habilitaciones/locales/es.json'),
    () => import('./features/sofono/locales/es.json'),
  ],
};

/** The billing messages of one language (English for an unknown one), merged into one object. */
export async function loadBillingMessages(language: string): Promise<Messages> {
  const loaders = bundles[language] ?? bundles.en ?? [];
  const parts = await Promise.all(loaders.map(async (load) => (await load()).default));
  return Object.assign({}, ...parts) as Messages;
}

const read = (subject: BillingSubject): RequiredAbility => ({ action: 'read', subject });

/** The billing remote's contribution to the portal. Every route needs read on its subject. */
const routeTable: RemoteRouteTable = {
  namespace: 'billing',
  loadMessages: loadBillingMessages,
  routes: [
    {
      path: paths.invoice.list.path,
      load: () => import('./features/invoice/components/invoice-list-page'),
      ability: read('Invoice'),
    },
    {
      path: paths.invoice.preview.path,
      load: () => import('./features/invoice/components/invoice-preview-page'),
      ability: read('Invoice'),
    },
    {
      path: paths.invoice.add.path,
      load: () => import('./features/invoice/components/invoice-add-page'),
      ability: { action: 'create', subject: 'Invoice' } satisfies RequiredAbility,
    },
    {
      path: paths.invoice.edit.path,
      load: () => import('./features/invoice/components/invoice-edit-page'),
      ability: { action: 'update', subject: 'Invoice' } satisfies RequiredAbility,
    },
    {
      path: paths.facturacion.list.path,
      load: () => import('./features/facturacion/components/factura-list-page'),
      ability: read('Factura'),
    },
    {
      path: paths.facturacion.detail.path,
      load: () => import('./features/facturacion/components/factura-detail-page'),
      ability: read('Factura'),
    },
    {
      path: paths.notas.list.path,
      load: () => import('./features/notas/components/nota-list-page'),
      ability: read('NotaCobro'),
    },
    {
      path: paths.notas.detail.path,
      load: () => import('./features/notas/components/nota-detail-page'),
      ability: read('NotaCobro'),
    },
    {
      path: paths.habilitaciones.list.path,
      load: () => import('./features/habilitaciones/components/habilitacion-list-page'),
      ability: read('Habilitacion'),
    },
    {
      path: paths.habilitaciones.cambios.path,
      load: () => import('./features/habilitaciones/components/cambios-page'),
      ability: read('Cambio'),
    },
    {
      path: paths.habilitaciones.detail.path,
      load: () => import('./features/habilitaciones/components/habilitacion-detail-page'),
      ability: read('Habilitacion'),
    },
    {
      path: paths.sofono.path,
      load: () => import('./features/sofono/components/sofono-page'),
      ability: read('Sofono'),
    },
  ],
  menu,
};

export default routeTable;
