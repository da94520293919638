import type { MenuEntry } from '@portal/design';

/**
 * The __NAME__ menu: plain data (Remix icon components allowed, no pages). The build writes it
 * to `menu.json` beside the remote entry, so the shell shows these entries without loading the remote.
 * Give each top-level entry its `section` (dashboards, billing, support, customers, communication,
 * template): the shell orders the sections; an entry without one shows just before the template's.
 */
const menu: MenuEntry[] = [];

export default menu;
