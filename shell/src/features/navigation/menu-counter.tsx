import { Badge, Menu } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './build-menu';
import { useMenuCounts } from './api/get-menu-counters';
import { MenuLink } from './menu-link';

export interface ItemCount {
  /** The count shown (an entry's own; a group's or a section's: the sum of its entries'). */
  count: number;
  /** The accessible name with what the count means ("Chat, 3 unread messages"); none at 0. */
  label: string | undefined;
}

export const NO_COUNT: ItemCount = { count: 0, label: undefined };

/** The counters named by `items` and every entry under them, each once. */
export function countersOf(items: readonly NavItem[], names = new Set<string>()): string[] {
  for (const item of items) {
    if (item.counter) names.add(item.counter);
    if (item.children) countersOf(item.children, names);
  }
  return [...names];
}

interface CountedProps {
  /** The entries counted: an entry itself, or a group's or a section's entries. */
  items: readonly NavItem[];
  /** The title the accessible name starts with. */
  title: string;
  children: (count: ItemCount) => ReactNode;
}

/**
 * Renders `children` with the count of `items` (`GET /api/menu/counters`, refreshed live) and
 * the accessible name `title` then takes. Entries that declare no counter render with
 * `NO_COUNT` and ask nothing.
 */
export function Counted({ items, title, children }: CountedProps) {
  const names = useMemo(() => countersOf(items), [items]);
  return names.length === 0 ? (
    children(NO_COUNT)
  ) : (
    <CountedBy names={names} title={title}>
      {children}
    </CountedBy>
  );
}

function CountedBy({
  names,
  title,
  children,
}: Omit<CountedProps, 'items'> & { names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const counts = useMenuCounts(names);
  const count = counts.reduce((sum, n) => sum + n, 0);
  if (count === 0) return children(NO_COUNT);
  const texts = names.flatMap((name, index) => {
    const n = counts[index] ?? 0;
    return n > 0 ? [t(`nav.counters.${name}`, { count: n })] : [];
  });
  const counter = new Intl.ListFormat(i18n.language, { type: 'unit' }).format(texts);
  return children({ count, label: t('nav.withCounter', { title, counter }) });
}

/** What a badge shows: the count, at most 99+. */
export const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The count at the end of a menu link: a small circle (a pill from 10 on) in the primary colour,
 * white on the active (filled) link so it stays readable. Hidden from screen readers: the link's
 * accessible name says it.
 */
export function CountBadge({ count, active = false }: { count: number; active?: boolean }) {
  if (count === 0) return null;
  return (
    <Badge
      size="xs"
      circle={count < 10}
      variant={active ? 'white' : 'filled'}
      aria-hidden="true"
      style={{ flexShrink: 0 }}
    >
      {countText(count)}
    </Badge>
  );
}

/** A link of a drop-down menu (collapsed groups, horizontal sections), its count at the end. */
export function CountedMenuItem({ item, icon }: { item: NavItem; icon?: ReactNode }) {
  return (
    <Counted items={[item]} title={item.title}>
      {({ count, label }) => (
        <Menu.Item
          component={MenuLink}
          to={item.to ?? '/'}
          aria-label={label}
          leftSection={icon}
          rightSection={count > 0 ? <CountBadge count={count} /> : undefined}
        >
          {item.title}
        </Menu.Item>
      )}
    </Counted>
  );
}
