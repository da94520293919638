import type { MenuSection } from '@portal/design/base';

/**
 * The one order of the navigation, vertical and horizontal: what staff use every day first, the
 * admin template's demos last. Each remote puts its top-level menu entries in one of these
 * (`section` in its `src/menu.ts`); the shell owns the order and the headings (`nav.sections.*`).
 */
export const SECTION_ORDER = [
  'dashboards',
  'billing',
  'support',
  'customers',
  'communication',
  'template',
] as const satisfies readonly MenuSection[];

// Fails to compile when a section of the contract has no place in the order.
const _everySection: [Exclude<MenuSection, (typeof SECTION_ORDER)[number]>] extends [never]
  ? true
  : false = true;

/** The section shown collapsed (vertical) until opened or until the current page is in it. */
export const COLLAPSED_SECTION: MenuSection = 'template';
