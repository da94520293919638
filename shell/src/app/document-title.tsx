import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { authPaths } from '../features/auth/paths';
import type { NavSection } from '../features/navigation/build-menu';
import { MenuNavigationProvider } from '../features/navigation/menu-link';
import { useMenu } from '../features/navigation/use-menu';
import { APP_NAME } from '../layouts/brand';
import { useOwnPageTitle } from '../lib/page-title';

/** Title keys (shell namespace) of the shell's own pages. */
const SHELL_TITLES: Record<string, string> = {
  [paths.notAuthorized.path]: 'misc.notAuthorized.title',
  [paths.miscNotAuthorized.path]: 'misc.notAuthorized.title',
  [paths.comingSoon.path]: 'misc.comingSoon.title',
  [paths.underMaintenance.path]: 'misc.maintenance.title',
  [paths.pageNotFound.path]: 'misc.notFound.title',
  [paths.serverError.path]: 'misc.serverError.title',
  [authPaths.login.path]: 'titles.login',
  [authPaths.loginShort.path]: 'titles.login',
  [authPaths.register.path]: 'titles.register',
  [authPaths.registerMultiSteps.path]: 'titles.register',
  [authPaths.forgotPassword.path]: 'titles.forgotPassword',
  [authPaths.forgotPasswordShort.path]: 'titles.forgotPassword',
  [authPaths.resetPassword.path]: 'titles.resetPassword',
  [authPaths.resetPasswordV2.path]: 'titles.resetPassword',
  [authPaths.twoSteps.path]: 'titles.twoSteps',
  [authPaths.twoStepsV2.path]: 'titles.twoSteps',
  [authPaths.verifyEmail.path]: 'titles.verifyEmail',
};

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The title of a remote page from the menu: the entry that links to the path, else the entry of
 * the same area (`/apps/invoice/list` names `/apps/invoice/preview/4987`), with its group.
 */
export function menuTitle(sections: NavSection[], pathname: string): string | null {
  const path = trimSlash(pathname).toLowerCase();
  const best = { score: 0, parts: [] as string[] };
  const visit = (items: NavSection['items'], parents: string[]) => {
    for (const item of items) {
      const parts = [item.title, ...parents];
      if (item.children) visit(item.children, [item.title, ...parents]);
      if (!item.to) continue;
      const to = trimSlash(item.to.split(/[?#]/)[0] ?? '').toLowerCase();
      const area = to.slice(0, to.lastIndexOf('/'));
      let score = 0;
      if (to === path) score = 3000;
      else if (path.startsWith(`${to}/`)) score = 2000 + to.length;
      else if (area && path.startsWith(`${area}/`)) score = 1000 + area.length;
      if (score > best.score) Object.assign(best, { score, parts });
    }
  };
  for (const section of sections) visit(section.items, []);
  return best.score > 0 ? best.parts.join(' · ') : null;
}

/** Keeps `document.title` as "<page> · HostDesk" on every route, in the active language. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const sections = useMenu();
  const own = useOwnPageTitle();
  const key =
    SHELL_TITLES[trimSlash(pathname)] ??
    (pathname.startsWith('/pages/misc/not-found/') ? 'misc.notFound.title' : undefined);
  const page = own ?? (key ? t(key) : menuTitle(sections, pathname));
  const title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Pathless root route: every page below it gets its document title. */
export function TitledOutlet() {
  return (
    <MenuNavigationProvider>
      <DocumentTitle />
      <Outlet />
    </MenuNavigationProvider>
  );
}
