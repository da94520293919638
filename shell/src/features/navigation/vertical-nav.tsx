import { Indicator, Menu, NavLink, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { RiCircleLine, RiFolderLine, RiStackLine } from '@remixicon/react';
import { memo, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem, NavSection } from './build-menu';
import { MenuLink } from './menu-link';
import { Counted, CountBadge, CountedMenuItem, countText } from './menu-counter';
import { prefetchOnIntent } from './prefetch-on-intent';

export interface VerticalNavProps {
  /** Menu sections to show. */
  sections: NavSection[];
  /** Icons only, titles in tooltips and group menus. Default: false. */
  collapsed?: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

const leadsTo = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The routes a link stands for besides its own: a list link (`/apps/invoice/list`) also stands
 * for its family (`/apps/invoice/preview/7`, `/apps/invoice/edit/7`), as detail and sub pages
 * have no menu entry of their own.
 */
const familyOf = (to: string) => (to.endsWith('/list') ? to.slice(0, -'/list'.length) : to);

/**
 * The menu link that stands for `pathname`: the link whose own path, or failing that whose
 * family, is the longest equal to it or a parent of it. Only that link is marked: on
 * /habilitaciones/cambios "Change requests" and not "/habilitaciones", on /apps/invoice/add
 * "Add" and not the invoice list.
 */
export function currentLink(pathname: string, items: NavItem[]): string | undefined {
  let best: { to: string; length: number } | undefined;
  for (const { to } of flattenLinks(items)) {
    if (to === undefined) continue;
    const match = [to, familyOf(to)].find((prefix) => prefix !== '' && leadsTo(pathname, prefix));
    if (match !== undefined && (best === undefined || match.length > best.length))
      best = { to, length: match.length };
  }
  return best?.to;
}

/** Whether the link `to` is the current one (see `currentLink`). */
export const isActive = (current: string | undefined, to?: string) =>
  to !== undefined && to === current;

const hasActive = (current: string | undefined, item: NavItem): boolean =>
  isActive(current, item.to) || (item.children ?? []).some((c) => hasActive(current, c));

/**
 * The current link as an entry needs it: only an entry that holds it is told, so a navigation
 * renders again the entries it leaves and enters, not the whole menu (`ExpandedItem` is memoised).
 */
const currentWithin = (current: string | undefined, item: NavItem) =>
  hasActive(current, item) ? current : undefined;

function ItemIcon({ item }: { item: NavItem }) {
  const Icon = item.icon ?? (item.children ? RiFolderLine : RiCircleLine);
  return <Icon size={20} aria-hidden="true" />;
}

/**
 * A menu entry that unfolds what it holds: a button (click, Enter or Space) with its state
 * announced, open at first when the current page is in it and again whenever the current page
 * moves into it (a link, Back, the search). Closed, it renders nothing: Mantine keeps it mounted
 * as a hidden Activity by default, which React renders when idle (after a cold start, about 850
 * components).
 */
function Disclosure({
  label,
  leftSection,
  holdsCurrent,
  childrenOffset,
  children,
}: {
  label: ReactNode;
  leftSection: ReactNode;
  holdsCurrent: boolean;
  childrenOffset: number;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(holdsCurrent);
  const [wasInside, setWasInside] = useState(holdsCurrent);
  if (holdsCurrent !== wasInside) {
    setWasInside(holdsCurrent);
    if (holdsCurrent) setOpened(true);
  }
  const id = useId();
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={leftSection}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={id}
      active={false}
      childrenOffset={childrenOffset}
      keepMounted={false}
    >
      <div id={id}>{children}</div>
    </NavLink>
  );
}

const ExpandedItem = memo(function ExpandedItem({
  item,
  current,
  onNavigate,
  depth,
}: {
  item: NavItem;
  current: string | undefined;
  onNavigate?: (() => void) | undefined;
  depth: number;
}) {
  if (item.children) {
    return (
      <Disclosure
        label={item.title}
        leftSection={depth === 0 ? <ItemIcon item={item} /> : undefined}
        holdsCurrent={hasActive(current, item)}
        childrenOffset={28}
      >
        {item.children.map((child) => (
          <ExpandedItem
            key={child.id}
            item={child}
            current={currentWithin(current, child)}
            onNavigate={onNavigate}
            depth={depth + 1}
          />
        ))}
      </Disclosure>
    );
  }
  const active = isActive(current, item.to);
  return (
    <Counted items={[item]} title={item.title}>
      {({ count, label }) => (
        <NavLink
          component={MenuLink}
          to={item.to ?? '/'}
          label={item.title}
          aria-label={label}
          leftSection={depth === 0 ? <ItemIcon item={item} /> : undefined}
          rightSection={count > 0 ? <CountBadge count={count} active={active} /> : undefined}
          active={active}
          aria-current={active ? 'page' : undefined}
          variant="filled"
          onClick={onNavigate}
        />
      )}
    </Counted>
  );
});

/** The icon of a collapsed entry, with its count (or its group's) as a small number on it. */
function CountedIcon({ item, count }: { item: NavItem; count: number }) {
  return (
    <Indicator
      disabled={count === 0}
      label={countText(count)}
      size={16}
      offset={2}
      inline
      withBorder
    >
      <ItemIcon item={item} />
    </Indicator>
  );
}

function CollapsedItem({ item, current }: { item: NavItem; current: string | undefined }) {
  const active = hasActive(current, item);
  if (item.children) {
    const { children } = item;
    return (
      <Counted items={children} title={item.title}>
        {({ count, label }) => (
          <Menu position="right-start" withinPortal trigger="click-hover" offset={4}>
            <Menu.Target>
              <UnstyledButton
                className="hd-nav-icon"
                data-active={active || undefined}
                aria-label={label ?? item.title}
              >
                <CountedIcon item={item} count={count} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{item.title}</Menu.Label>
              {children.map((child) =>
                child.children ? (
                  <div key={child.id}>
                    <Menu.Label>{child.title}</Menu.Label>
                    {flattenLinks(child.children).map((link) => (
                      <CountedMenuItem key={link.id} item={link} />
                    ))}
                  </div>
                ) : (
                  <CountedMenuItem key={child.id} item={child} />
                ),
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Counted>
    );
  }
  return (
    <Counted items={[item]} title={item.title}>
      {({ count, label }) => (
        <Tooltip label={label ?? item.title} position="right" withArrow>
          <UnstyledButton
            component={MenuLink}
            to={item.to ?? '/'}
            className="hd-nav-icon"
            data-active={active || undefined}
            aria-label={label ?? item.title}
            aria-current={active ? 'page' : undefined}
          >
            <CountedIcon item={item} count={count} />
          </UnstyledButton>
        </Tooltip>
      )}
    </Counted>
  );
}

export function flattenLinks(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children ? flattenLinks(item.children) : [item]));
}

/**
 * A section shown collapsed (the template's demos): a button that unfolds it, by click or by
 * Enter / Space, opened on its own when the current page is in it.
 */
function CollapsibleSection({
  section,
  current,
  onNavigate,
}: {
  section: NavSection;
  current: string | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <Disclosure
      label={section.title}
      leftSection={<RiStackLine size={20} aria-hidden="true" />}
      holdsCurrent={section.items.some((item) => hasActive(current, item))}
      childrenOffset={12}
    >
      <Stack gap={2} component="ul" className="hd-nav-section">
        {section.items.map((item) => (
          <li key={item.id}>
            <ExpandedItem
              item={item}
              current={currentWithin(current, item)}
              onNavigate={onNavigate}
              depth={0}
            />
          </li>
        ))}
      </Stack>
    </Disclosure>
  );
}

/** The vertical navigation: sections with headings, groups that unfold, the active page marked. */
export function VerticalNav({ sections, collapsed = false, onNavigate }: VerticalNavProps) {
  const { pathname } = useLocation();
  const current = currentLink(
    pathname,
    sections.flatMap((section) => section.items),
  );
  return (
    <NavTree sections={sections} collapsed={collapsed} onNavigate={onNavigate} current={current} />
  );
}

/** The menu itself: renders again only when the current link (not merely the path) changes. */
const NavTree = memo(function NavTree({
  sections,
  collapsed,
  onNavigate,
  current,
}: Required<Pick<VerticalNavProps, 'sections' | 'collapsed'>> &
  Pick<VerticalNavProps, 'onNavigate'> & { current: string | undefined }) {
  if (collapsed) {
    return (
      <Stack gap={4} align="center" {...prefetchOnIntent}>
        {sections.flatMap((section) =>
          section.collapsible && section.title
            ? [
                <CollapsedItem
                  key={section.id}
                  item={{
                    id: section.id,
                    title: section.title,
                    icon: RiStackLine,
                    order: 0,
                    children: section.items,
                  }}
                  current={current}
                />,
              ]
            : section.items.map((item) => (
                <CollapsedItem key={item.id} item={item} current={current} />
              )),
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2} {...prefetchOnIntent}>
      {sections.map((section) =>
        section.collapsible ? (
          <CollapsibleSection
            key={section.id}
            section={section}
            current={current}
            onNavigate={onNavigate}
          />
        ) : (
          <Stack key={section.id} gap={2} component="ul" className="hd-nav-section">
            {section.title ? (
              <Text
                component="li"
                className="hd-nav-heading"
                size="xs"
                fw={600}
                tt="uppercase"
                pt="md"
                pb={4}
                px="sm"
              >
                {section.title}
              </Text>
            ) : null}
            {section.items.map((item) => (
              <li key={item.id}>
                <ExpandedItem
                  item={item}
                  current={currentWithin(current, item)}
                  onNavigate={onNavigate}
                  depth={0}
                />
              </li>
            ))}
          </Stack>
        ),
      )}
    </Stack>
  );
});
