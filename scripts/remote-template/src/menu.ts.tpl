import type { MenuEntry } from '@portal/design';

/**
 * The __NAME__ menu: plain data (Remix icon components allowed, no pages). The build writes it
 * to `menu.json` beside the remote entry, so the shell shows these entries without loading the remote.
 */
const menu: MenuEntry[] = [];

export default menu;
