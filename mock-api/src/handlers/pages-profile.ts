import { http } from 'msw';
import {
  PROFILE_MESSAGES,
  profileConnectionBodySchema,
  profileProjectsQuerySchema,
  profileQuerySchema,
  type ProfileProject,
  type ProfileProjectsQuery,
} from '@portal/contract';
import type { Db } from '../db/schema';
import { commitDb, getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { json, messageResponse } from '../lib/http';
import { includesText, paginate, parseId, sortByText } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';

/** The tab's data itself (as the template answers): an object for profile, lists otherwise. */
export function profileTab(db: Db, tab: 'profile' | 'teams' | 'projects' | 'connections') {
  switch (tab) {
    case 'teams':
      return db.profileTeams;
    case 'projects':
      return db.profileProjects;
    case 'connections':
      return db.profileConnections;
    default:
      return {
        ...db.profileAbout,
        connections: db.profileConnections.slice(0, 5),
        teamsTech: db.profileTeams.slice(0, 5),
      };
  }
}

/** The profile tab's project table: q matches title or leader. */
export function listProfileProjects(
  projects: readonly ProfileProject[],
  query: ProfileProjectsQuery,
) {
  const q = query.q.trim();
  const filtered = projects.filter((p) => includesText(p.title, q) || includesText(p.leader, q));
  const direction = query.orderBy === 'desc' ? -1 : 1;
  const sorted =
    query.sortBy === 'progress'
      ? [...filtered].sort((a, b) => direction * (a.progress - b.progress))
      : query.sortBy
        ? sortByText(filtered, (p) => String(p[query.sortBy ?? 'title']), query.orderBy)
        : filtered;
  return {
    projects: paginate(sorted, query.page, query.itemsPerPage).items,
    totalProjects: filtered.length,
  };
}

export const pagesProfileHandlers = [
  http.get(
    '/api/pages/profile',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { tab } = parseQuery(request.url, profileQuerySchema);
      return json(profileTab(getDb(), tab));
    }),
  ),

  http.get(
    '/api/pages/profile/header',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      return json(getDb().profileHeader);
    }),
  ),

  http.get(
    '/api/pages/profile/projects',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const query = parseQuery(request.url, profileProjectsQuerySchema);
      return json(listProfileProjects(getDb().profileProjects, query));
    }),
  ),

  http.put(
    '/api/pages/profile/connections/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'update', 'Profile');
      const connection = getDb().profileConnections.find((c) => c.id === parseId(params.id));
      if (!connection) return messageResponse(404, PROFILE_MESSAGES.connectionNotFound);
      const body = await parseBody(request, profileConnectionBodySchema);
      connection.isConnected = body.isConnected;
      await commitDb();
      return json(connection);
    }),
  ),
];
