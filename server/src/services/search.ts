import type { SearchGroup } from '@portal/contract';
import type { AppDeps } from '../context';
import { searchIndex, searchRecordGroups, type SearchIndexGroup } from '../data/search-index';
import type { CallerAbility } from './caller';

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

/**
 * The app-bar search: the portal's pages (code data, server/src/data/search-index.ts) and the
 * record groups read from the database, filtered by the caller's abilities, then trimmed.
 */
export async function search(
  deps: AppDeps,
  q: string,
  ability: CallerAbility,
): Promise<SearchGroup[]> {
  const records = await Promise.all(searchRecordGroups.map((group) => group(deps.db, q)));
  return searchPages(q, ability, [...searchIndex, ...records]);
}
