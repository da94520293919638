import type { RequiredAbility } from '@portal/auth';
import type { BillingSubject } from '@portal/contract';
import type { MenuEntry } from '@portal/design/base';
import {
  RiBankCardLine,
  RiBillLine,
  RiFileList3Line,
  RiFileTextLine,
  RiPhoneLine,
  RiServerLine,
  RiSwapLine,
} from '@remixicon/react';
import { paths } from './config/paths';

const read = (subject: BillingSubject): RequiredAbility => ({ action: 'read', subject });

/**
 * The billing menu, in the order it shows (the Billing section). Plain data: the build writes it
 * to `menu.json` (packages/design/rsbuild/menu-manifest.ts), so the shell shows these entries
 * without loading the remote.
 */
const menu: MenuEntry[] = [
  {
    titleKey: 'billing:menu.facturacion',
    section: 'billing',
    to: paths.facturacion.list.href(),
    icon: RiBillLine,
    ability: read('Factura'),
    order: 10,
  },
  {
    titleKey: 'billing:menu.notas',
    section: 'billing',
    to: paths.notas.list.href(),
    icon: RiFileTextLine,
    ability: read('NotaCobro'),
    order: 20,
  },
  {
    titleKey: 'billing:menu.habilitaciones',
    section: 'billing',
    icon: RiServerLine,
    ability: read('Habilitacion'),
    order: 30,
    children: [
      {
        titleKey: 'billing:menu.habilitacionesList',
        to: paths.habilitaciones.list.href(),
        icon: RiBankCardLine,
        ability: read('Habilitacion'),
        order: 10,
      },
      {
        titleKey: 'billing:menu.cambios',
        to: paths.habilitaciones.cambios.href(),
        icon: RiSwapLine,
        ability: read('Cambio'),
        order: 20,
      },
    ],
  },
  {
    titleKey: 'billing:menu.sofono',
    section: 'billing',
    to: paths.sofono.href(),
    icon: RiPhoneLine,
    ability: read('Sofono'),
    order: 40,
  },
  {
    titleKey: 'billing:menu.invoice',
    section: 'billing',
    icon: RiFileList3Line,
    ability: read('Invoice'),
    // The template's invoice app, after the portal's own billing: named apart from Facturacion.
    order: 50,
    children: [
      {
        titleKey: 'billing:menu.invoiceList',
        to: paths.invoice.list.href(),
        ability: read('Invoice'),
        order: 10,
      },
      {
        titleKey: 'billing:menu.invoiceAdd',
        to: paths.invoice.add.href(),
        ability: { action: 'create', subject: 'Invoice' } satisfies RequiredAbility,
        order: 20,
      },
    ],
  },
];

export default menu;
