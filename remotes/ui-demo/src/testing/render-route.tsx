import type { SessionPayload } from '@portal/auth';
import { renderWithProviders } from '@portal/design/testing';
import { createSession, getDb } from '@portal/mock-api';
import { matchPath } from 'react-router-dom';
import routeTable, { loadMessages } from '../routes';

export type DemoAccount = 'admin@demo.com' | 'client@demo.com' | 'auditor@demo.com';

/** A real session of a demo account in the mock database (so the API accepts its token). */
export function sessionFor(email: DemoAccount = 'admin@demo.com'): SessionPayload {
  const account = getDb().accounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return createSession(account);
}

/**
 * Renders the page the route table serves at `url`, through its lazy `load`, with the portal's
 * providers, the English ui-demo translations and a signed-in demo account. Route ability rules
 * are the shell's job; pages are rendered whatever the account (to test what they hide).
 */
export async function renderRoute(
  url: string,
  { as = 'admin@demo.com' }: { as?: DemoAccount } = {},
) {
  const pathname = new URL(url, 'http://localhost').pathname;
  // Static segments first, like the router: /x/new before /x/:id.
  const candidates = [...routeTable.routes].sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  const route = candidates.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) throw new Error(`No ui-demo route serves ${pathname}`);
  const { default: Page } = await route.load();
  return renderWithProviders(<Page />, {
    route: url,
    path: route.path,
    session: sessionFor(as),
    resources: { en: { [routeTable.namespace]: await loadMessages('en') } },
  });
}
