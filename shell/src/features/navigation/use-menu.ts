import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@portal/auth';
import { readMenuCache, useRemotes } from '../../federation/remote-areas';
import { buildMenu, type MenuSource } from './build-menu';

/**
 * The navigation of every remote: live entries from tables that arrived, cached entries
 * (with cached translated titles) for remotes still loading or unreachable.
 */
export function useMenu() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const ability = useAbility();
  const remotes = useRemotes((s) => s.remotes);
  const areas = useRemotes((s) => s.areas);
  const revision = useRemotes((s) => s.revision);

  // `revision` changes when translations arrive or a cache is rewritten: rebuild then too.
  return useMemo(() => {
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
      const cache = readMenuCache(remote.name);
      if (!cache) continue;
      const titles = cache.titles[language] ?? cache.titles.en ?? {};
      sources.push({
        remote: remote.name,
        entries: cache.entries,
        translate: (key) => titles[key] ?? cache.titles.en?.[key] ?? key,
      });
    }
    return buildMenu(sources, ability);
  }, [remotes, areas, revision, ability, i18n, language]);
}
