import { replaceEqualDeep } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility, useSession } from '@portal/auth';
import { readMenuCache, useRemotes, type CachedMenuEntry } from '../../federation/remote-areas';
import { buildMenu, type MenuSource, type NavSection, type SourceEntry } from './build-menu';
import { pathIcon } from './path-icon';

/** Entries of a menu.json or of the cache: icons drawn from their path data. */
const withIcons = (entries: CachedMenuEntry[]): SourceEntry[] =>
  entries.map(({ icon, children, ...entry }) => ({
    ...entry,
    icon: icon ? pathIcon(icon) : undefined,
    children: children ? withIcons(children) : undefined,
  }));

/**
 * The navigation of every remote: live entries from tables that arrived, else the remote's
 * `menu.json` (read without loading the remote), else the cached menu (remote unreachable).
 * Empty while a restored session's abilities are being confirmed: the menu then appears once,
 * whole, instead of growing under the pointer when the gated entries are let in. If they could
 * not be confirmed, the entries that need no ability show.
 */
export function useMenu() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const ability = useAbility();
  const remotes = useRemotes((s) => s.remotes);
  const areas = useRemotes((s) => s.areas);
  const menus = useRemotes((s) => s.menus);
  const revision = useRemotes((s) => s.revision);
  const abilitiesPending = useSession(
    (s) => s.abilityStatus === 'pending' && !s.abilityCheckFailed,
  );

  const previous = useRef<NavSection[]>([]);
  // `revision` changes when translations arrive or a cache is rewritten: rebuild then too.
  const built = useMemo(() => {
    if (abilitiesPending) return [];
    const sources: MenuSource[] = [];
    for (const remote of remotes) {
      const area = areas[remote.name];
      if (area?.status === 'ready' && area.table) {
        sources.push({
          remote: remote.name,
          entries: area.table.menu,
          translate: (key) => i18n.t(key, { lng: language }),
        });
        continue;
      }
      const cache = menus[remote.name] ?? readMenuCache(remote.name);
      if (!cache) continue;
      const titles = cache.titles[language] ?? cache.titles.en ?? {};
      sources.push({
        remote: remote.name,
        entries: withIcons(cache.entries),
        translate: (key) => titles[key] ?? cache.titles.en?.[key] ?? key,
      });
    }
    return buildMenu(sources, ability, (section) => t(`nav.sections.${section}`));
  }, [remotes, areas, menus, revision, ability, abilitiesPending, i18n, language, t]);
  // What did not change keeps its objects, so the memoised entries skip rendering: on a cold
  // start the remote's live table replaces its cached menu, and before this every one of the
  // hundred entries (the closed groups' too) rendered again for the icons of the top ones.
  const shared = useMemo(() => replaceEqualDeep(previous.current, built), [built]);
  useEffect(() => {
    previous.current = shared;
  }, [shared]);
  return shared;
}
