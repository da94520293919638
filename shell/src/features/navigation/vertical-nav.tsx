import { Menu, NavLink, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { RiCircleLine, RiFolderLine } from '@remixicon/react';
import { Link, useLocation } from 'react-router-dom';
import type { NavItem, NavSection } from './build-menu';

export interface VerticalNavProps {
  /** Menu sections to show. */
  sections: NavSection[];
  /** Icons only, titles in tooltips and group menus. Default: false. */
  collapsed?: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

export const isActive = (pathname: string, to?: string) =>
  to !== undefined && (pathname === to || pathname.startsWith(`${to}/`));

const hasActive = (pathname: string, item: NavItem): boolean =>
  isActive(pathname, item.to) || (item.children ?? []).some((c) => hasActive(pathname, c));

function ItemIcon({ item }: { item: NavItem }) {
  const Icon = item.icon ?? (item.children ? RiFolderLine : RiCircleLine);
  return <Icon size={20} aria-hidden="true" />;
}

function ExpandedItem({
  item,
  pathname,
  onNavigate,
  depth,
}: {
  item: NavItem;
  pathname: string;
  onNavigate?: (() => void) | undefined;
  depth: number;
}) {
  if (item.children) {
    return (
      <NavLink
        label={item.title}
        leftSection={depth === 0 ? <ItemIcon item={item} /> : undefined}
        defaultOpened={hasActive(pathname, item)}
        active={false}
        childrenOffset={28}
      >
        {item.children.map((child) => (
          <ExpandedItem
            key={child.id}
            item={child}
            pathname={pathname}
            onNavigate={onNavigate}
            depth={depth + 1}
          />
        ))}
      </NavLink>
    );
  }
  const active = isActive(pathname, item.to);
  return (
    <NavLink
      component={Link}
      to={item.to ?? '/'}
      label={item.title}
      leftSection={depth === 0 ? <ItemIcon item={item} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="filled"
      onClick={onNavigate}
    />
  );
}

function CollapsedItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = hasActive(pathname, item);
  if (item.children) {
    return (
      <Menu position="right-start" withinPortal trigger="click-hover" offset={4}>
        <Menu.Target>
          <UnstyledButton
            className="hd-nav-icon"
            data-active={active || undefined}
            aria-label={item.title}
          >
            <ItemIcon item={item} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{item.title}</Menu.Label>
          {flattenLinks(item.children).map((child) => (
            <Menu.Item key={child.id} component={Link} to={child.to ?? '/'}>
              {child.title}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Tooltip label={item.title} position="right" withArrow>
      <UnstyledButton
        component={Link}
        to={item.to ?? '/'}
        className="hd-nav-icon"
        data-active={active || undefined}
        aria-label={item.title}
        aria-current={active ? 'page' : undefined}
      >
        <ItemIcon item={item} />
      </UnstyledButton>
    </Tooltip>
  );
}

export function flattenLinks(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children ? flattenLinks(item.children) : [item]));
}

/** The vertical navigation: sections with headings, groups that unfold, the active page marked. */
export function VerticalNav({ sections, collapsed = false, onNavigate }: VerticalNavProps) {
  const { pathname } = useLocation();
  if (collapsed) {
    return (
      <Stack gap={4} align="center">
        {sections.flatMap((section) =>
          section.items.map((item) => (
            <CollapsedItem key={item.id} item={item} pathname={pathname} />
          )),
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {sections.map((section) => (
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
              <ExpandedItem item={item} pathname={pathname} onNavigate={onNavigate} depth={0} />
            </li>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
