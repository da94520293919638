import { paths, type ProfileTab } from '../config/paths';

/** The tab's link under the prefix the page was opened with (profile or account settings). */
export function tabHref(pathname: string, tab: ProfileTab): string {
  return pathname.startsWith(paths.accountSettings.root.path)
    ? paths.accountSettings.tab.href(tab)
    : paths.profile.tab.href(tab);
}
