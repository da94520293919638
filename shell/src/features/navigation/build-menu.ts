import type { ComponentType } from 'react';
import { canAccess, type AppAbility, type RequiredAbility } from '@portal/auth';

/** A menu entry as a remote declares it (live) or as its menu.json / the cache carries it. */
export interface SourceEntry {
  titleKey: string;
  to?: string | undefined;
  icon?: ComponentType<{ size?: number | string }> | undefined;
  ability?: RequiredAbility | undefined;
  sectionKey?: string | undefined;
  order: number;
  children?: SourceEntry[] | undefined;
}

export interface MenuSource {
  remote: string;
  entries: SourceEntry[];
  /** Resolves a translation key of this remote in the active language. */
  translate: (key: string) => string;
}

export interface NavItem {
  id: string;
  title: string;
  to?: string | undefined;
  icon?: ComponentType<{ size?: number | string }> | undefined;
  order: number;
  children?: NavItem[] | undefined;
}

export interface NavSection {
  id: string;
  /** Heading above the section in vertical navigation; none for the leading entries. */
  title?: string | undefined;
  items: NavItem[];
}

function toItems(
  entries: SourceEntry[],
  source: MenuSource,
  ability: AppAbility,
  parentId: string,
): NavItem[] {
  const items: NavItem[] = [];
  for (const entry of entries) {
    if (!canAccess(ability, entry.ability)) continue;
    const id = `${parentId}/${entry.titleKey}`;
    const children = entry.children ? toItems(entry.children, source, ability, id) : undefined;
    // A group whose children are all forbidden disappears; so does an entry leading nowhere.
    if (entry.children && children?.length === 0) continue;
    if (!entry.children && !entry.to) continue;
    items.push({
      id,
      title: source.translate(entry.titleKey),
      to: entry.to,
      icon: entry.icon,
      order: entry.order,
      children,
    });
  }
  return items.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/**
 * Merges the menus of every remote: entries the user may not open are dropped, entries are
 * sorted by `order` across remotes, and grouped into sections by `sectionKey` (sections appear
 * in the order of their first entry).
 */
export function buildMenu(sources: MenuSource[], ability: AppAbility): NavSection[] {
  const sections = new Map<string, { title?: string | undefined; items: NavItem[] }>();
  for (const source of sources) {
    for (const entry of source.entries) {
      const [item] = toItems([entry], source, ability, source.remote);
      if (!item) continue;
      const sectionId = entry.sectionKey ? source.translate(entry.sectionKey) : '';
      const section = sections.get(sectionId) ?? {
        title: entry.sectionKey ? sectionId : undefined,
        items: [],
      };
      section.items.push(item);
      sections.set(sectionId, section);
    }
  }
  return [...sections.entries()]
    .map(([id, section]) => ({
      id: id || 'main',
      title: section.title,
      items: section.items.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
    }))
    .sort((a, b) => (a.items[0]?.order ?? 0) - (b.items[0]?.order ?? 0));
}
