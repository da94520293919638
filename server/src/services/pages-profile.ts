import {
  PROFILE_MESSAGES,
  type ProfileConnection,
  type ProfileHeader,
  type ProfileProjectsQuery,
  type ProfileProjectsResponse,
  type ProfileTab,
  type ProfileTabResponse,
} from '@portal/contract';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import * as page from '../repositories/profile-page.repository';

/** The profile tab shows the first five connections and teams. */
const PROFILE_TAB_PREVIEW = 5;
const PAGE_MISSING = 'Not found';

export async function getProfileHeader(deps: AppDeps): Promise<ProfileHeader> {
  const header = await page.findHeader(deps.db);
  if (!header) throw notFound(PAGE_MISSING);
  return header;
}

/** The tab's data itself (as the template answers): an object for profile, lists otherwise. */
export async function getProfileTab<T extends ProfileTab>(
  deps: AppDeps,
  tab: T,
): Promise<ProfileTabResponse<T>>;
export async function getProfileTab(deps: AppDeps, tab: ProfileTab) {
  switch (tab) {
    case 'teams':
      return page.listTeams(deps.db);
    case 'projects':
      return page.listAllProjects(deps.db);
    case 'connections':
      return page.listConnections(deps.db);
    default: {
      const [about, connections, teamsTech] = await Promise.all([
        page.findAbout(deps.db),
        page.listConnections(deps.db, PROFILE_TAB_PREVIEW),
        page.listTeams(deps.db, PROFILE_TAB_PREVIEW),
      ]);
      if (!about) throw notFound(PAGE_MISSING);
      return { ...about, connections, teamsTech };
    }
  }
}

export async function listProfileProjects(
  deps: AppDeps,
  query: ProfileProjectsQuery,
): Promise<ProfileProjectsResponse> {
  const { projects, total } = await page.listProjects(deps.db, query);
  return { projects, totalProjects: total };
}

/** The connection, or 404 (the route checks it before reading the body). */
export async function getConnection(deps: AppDeps, id: number | null): Promise<ProfileConnection> {
  const found = id === null ? undefined : await page.findConnection(deps.db, id);
  if (!found) throw notFound(PROFILE_MESSAGES.connectionNotFound);
  return found;
}

/** Connect or disconnect; answers the connection as stored. */
export function setConnection(
  deps: AppDeps,
  id: number,
  isConnected: boolean,
): Promise<ProfileConnection> {
  return deps.db.transaction().execute(async (trx) => {
    const found =
      (await page.setConnected(trx, id, isConnected)) && (await page.findConnection(trx, id));
    if (!found) throw notFound(PROFILE_MESSAGES.connectionNotFound);
    return found;
  });
}
