import type { SessionPayload } from '@portal/auth';
import { renderWithProviders } from '@portal/design/testing';
import { createSession, getDb } from '@portal/mock-api';
import { matchPath } from 'react-router-dom';
import en from '../locales/en.json';
import routeTable from '../routes';

export type DemoAccount = 'admin@demo.com' | 'client@demo.com';

/** A real session of a demo account in the mock database (so the API accepts its token). */
export function sessionFor(email: DemoAccount = 'admin@demo.com'): SessionPayload {
  const account = getDb().accounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return createSession(account);
}

/**
 * Renders the page the route table serves at `url`, through its lazy `load`, with the portal's
 * providers, the apps-demo translations and a signed-in demo account.
 */
export async function renderRoute(
  url: string,
  { as = 'admin@demo.com' }: { as?: DemoAccount } = {},
) {
  const pathname = new URL(url, 'http://localhost').pathname;
  const route = routeTable.routes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) throw new Error(`No apps-demo route serves ${pathname}`);
  const { default: Page } = await route.load();
  return renderWithProviders(<Page />, {
    route: url,
    path: route.path,
    session: sessionFor(as),
    resources: { en: { 'apps-demo': en } },
  });
}
