import type { ComponentType } from 'react';
import { canAccess, type AppAbility, type RequiredAbility } from '@portal/auth';
import type { MenuSection } from '@portal/design/base';
import { COLLAPSED_SECTION, SECTION_ORDER } from '../../config/menu-sections';

/** A menu entry as a remote declares it (live) or as its menu.json / the cache carries it. */
export interface SourceEntry {
  titleKey: string;
  to?: string | undefined;
  icon?: ComponentType<{ size?: number | string }> | undefined;
  ability?: RequiredAbility | undefined;
  section?: MenuSection | undefined;
  order: number;
  /** The name of the count shown beside the title (`GET /api/menu/counters`). */
  counter?: string | undefined;
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
  /** The name of the count shown beside the title (`GET /api/menu/counters`), hidden at 0. */
  counter?: string | undefined;
  children?: NavItem[] | undefined;
}

export interface NavSection {
  /** The section's id (`SECTION_ORDER`), or `other` for entries that name no section. */
  id: string;
  /** Heading of the section (a drop-down in horizontal navigation); none for `other`. */
  title?: string | undefined;
  /** Shown collapsed in vertical navigation until opened (the template's demos). */
  collapsible?: boolean | undefined;
  items: NavItem[];
}

const byOrder = (a: NavItem, b: NavItem) => a.order - b.order || a.title.localeCompare(b.title);

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
      counter: entry.counter,
      children,
    });
  }
  return items.sort(byOrder);
}

/** Where entries that name no section go: before the last section (the template's demos). */
const OTHER = 'other';
const PLACES: string[] = [...SECTION_ORDER.slice(0, -1), OTHER, ...SECTION_ORDER.slice(-1)];

/**
 * Merges the menus of every remote: entries the user may not open are dropped, the top-level
 * entries are placed in their section, sections follow `SECTION_ORDER` (the one order of vertical
 * and horizontal navigation) and entries within a section their `order`, across remotes. Empty
 * sections are left out.
 */
export function buildMenu(
  sources: MenuSource[],
  ability: AppAbility,
  sectionTitle: (section: MenuSection) => string,
): NavSection[] {
  const items = new Map<string, NavItem[]>();
  for (const source of sources) {
    for (const entry of source.entries) {
      const [item] = toItems([entry], source, ability, source.remote);
      if (!item) continue;
      const place = entry.section ?? OTHER;
      items.set(place, [...(items.get(place) ?? []), item]);
    }
  }
  return PLACES.flatMap((id) => {
    const sectionItems = items.get(id);
    if (!sectionItems) return [];
    const known = SECTION_ORDER.find((section) => section === id);
    return [
      {
        id,
        title: known ? sectionTitle(known) : undefined,
        collapsible: id === COLLAPSED_SECTION || undefined,
        items: sectionItems.sort(byOrder),
      },
    ];
  });
}
