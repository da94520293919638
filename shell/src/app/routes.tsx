import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { authRoutes } from '../features/auth/routes';
import { MiscPage } from '../features/misc/misc-page';
import { BlankLayout } from '../layouts/blank-layout';
import { TitledOutlet } from './document-title';
import { RootRedirect } from './guards';
import { RemoteOutlet } from './remote-outlet';

/** The shell's route tree; remote pages are resolved at run time by `RemoteOutlet`. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      // Sets document.title from the route (shell pages) or the menu (remote pages).
      element: <TitledOutlet />,
      children: [
        { path: paths.root.path, element: <RootRedirect /> },
        {
          element: <BlankLayout />,
          children: [
            ...authRoutes,
            { path: paths.notAuthorized.path, element: <MiscPage kind="notAuthorized" /> },
            { path: paths.miscNotAuthorized.path, element: <MiscPage kind="notAuthorized" /> },
            { path: paths.comingSoon.path, element: <MiscPage kind="comingSoon" /> },
            { path: paths.underMaintenance.path, element: <MiscPage kind="maintenance" /> },
            { path: paths.pageNotFound.path, element: <MiscPage kind="notFound" /> },
            { path: paths.notFoundWithError.path, element: <MiscPage kind="notFound" /> },
            { path: paths.serverError.path, element: <MiscPage kind="serverError" /> },
          ],
        },
        // Remote areas and the catch-all 404 (spec: `/:error(.*)`).
        { path: '*', element: <RemoteOutlet /> },
      ],
    },
  ];
}
