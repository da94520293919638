import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { academyRoutes } from './academy';
import { dashboardsRoutes } from './dashboards';
import { helpCenterRoutes } from './help-center';
import { logisticsRoutes } from './logistics';
import { pagesProfileRoutes } from './pages-profile';
import { pagesUiRoutes } from './pages-ui';
import { permissionsRoutes } from './permissions';
import { searchRoutes } from './search';

/** Academy, logistics, user-profile page, help center, pages, search, permissions, roles, dashboards (the content domain). */
export const contentRoutes = new Hono<AppEnv>()
  .route('/', academyRoutes)
  .route('/', logisticsRoutes)
  .route('/', pagesProfileRoutes)
  .route('/', helpCenterRoutes)
  .route('/', pagesUiRoutes)
  .route('/', searchRoutes)
  .route('/', permissionsRoutes)
  .route('/', dashboardsRoutes);
