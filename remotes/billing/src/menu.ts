import type { RequiredAbility } from '@portal/auth';
import type { BillingSubject } from '@portal/contract';
import type { MenuEntry } from '@portal/design';
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
 * The billing menu. Plain data: the build writes it to `menu.json` (packages/design/rsbuild/menu-manifest.ts),
 * so the shell shows these entries without loading the remote.
 */
const menu: MenuEntry[] = [
  {
    titleKey: 'billing:menu.invoice',
    sectionKey: 'billing:menu.section',
    icon: RiFileList3Line,
    ability: read('Invoice'),
    order: 300,
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
  {
    titleKey: 'billing:menu.facturacion',
    sectionKey: 'billing:menu.section',
    to: paths.facturacion.list.href(),
    icon: RiBillLine,
    ability: read('Factura'),
    order: 310,
  },
  {
    titleKey: 'billing:menu.notas',
    sectionKey: 'billing:menu.section',
    to: paths.notas.list.href(),
    icon: RiFileTextLine,
    ability: read('NotaCobro'),
    order: 320,
  },
  {
    titleKey: 'billing:menu.habilitaciones',
    sectionKey: 'billing:menu.section',
    icon: RiServerLine,
    ability: read('Habilitacion'),
    order: 330,
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
    sectionKey: 'billing:menu.section',
    to: paths.sofono.href(),
    icon: RiPhoneLine,
    ability: read('Sofono'),
    order: 340,
  },
];

export default menu;
