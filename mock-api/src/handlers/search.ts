import { http } from 'msw';
import { searchIndex, searchRecordGroups, type SearchIndexGroup } from '../data/search-index';
import { authenticate, type CallerAbility } from '../lib/auth';
import { json } from '../lib/http';
import { safeResolver } from '../lib/safe-resolver';
import { parseQuery } from '../lib/validate';
import { searchQuerySchema, type SearchGroup } from '@portal/contract';

export const SEARCH_MAX_PER_GROUP = 5;
export const SEARCH_TRIM = 3;

/**
 * Spec 7/9, in this order: drop groups without children; when more than one group is left,
 * groups with more than 3 children lose their first 3; then at most 5 children per group.
 */
export function trimSearchGroups(groups: readonly SearchGroup[]): SearchGroup[] {
  const nonEmpty = groups.filter((group) => group.children.length > 0);
  const trimmed =
    nonEmpty.length > 1
      ? nonEmpty.map((group) =>
          group.children.length > SEARCH_TRIM
            ? { ...group, children: group.children.slice(SEARCH_TRIM) }
            : group,
        )
      : nonEmpty;
  return trimmed.map((group) => ({
    ...group,
    children: group.children.slice(0, SEARCH_MAX_PER_GROUP),
  }));
}

/** Children whose title contains `q` (case-insensitive) and that the caller may open. */
export function searchPages(
  q: string,
  ability: CallerAbility,
  index: readonly SearchIndexGroup[] = searchIndex,
): SearchGroup[] {
  const needle = q.trim().toLowerCase();
  const matches = index.map(({ title, category, children }) => ({
    title,
    category,
    children: children
      .filter((item) => item.title.toLowerCase().includes(needle))
      .filter((item) => !item.ability || ability.can(item.ability.action, item.ability.subject))
      .map(({ url, icon, title: itemTitle }) => ({ url, icon, title: itemTitle })),
  }));
  return trimSearchGroups(matches);
}

export const searchHandlers = [
  http.get(
    '/api/app-bar/search',
    safeResolver(({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      const { q } = parseQuery(request.url, searchQuerySchema);
      const records = searchRecordGroups.map((group) => group(q));
      return json(searchPages(q, caller.ability, [...searchIndex, ...records]));
    }),
  ),
];
