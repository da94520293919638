import type { ReactNode } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { RiArrowDownSLine, RiCircleLine, RiFolderLine } from '@remixicon/react';
import { useLocation } from 'react-router-dom';
import type { NavItem, NavSection } from './build-menu';
import { currentLink, flattenLinks, isActive } from './vertical-nav';
import { MenuLink } from './menu-link';
import { prefetchOnIntent } from './prefetch-on-intent';
import { Counted, CountBadge, CountedMenuItem } from './menu-counter';

export interface HorizontalNavProps {
  /** Menu sections, in their order: titled sections become drop-downs, untitled entries top-level items. */
  sections: NavSection[];
}

function itemIcon(item: NavItem) {
  const Icon = item.icon ?? (item.children ? RiFolderLine : RiCircleLine);
  return <Icon size={18} aria-hidden="true" />;
}

function Dropdown({
  title,
  items,
  icon,
  current,
  nested = false,
}: {
  title: string;
  items: NavItem[];
  icon?: ReactNode;
  current: string | undefined;
  /** Groups as sub-menus (the template's long section) instead of labelled runs. */
  nested?: boolean | undefined;
}) {
  const links = flattenLinks(items);
  const active = links.some((link) => isActive(current, link.to));
  return (
    <Menu trigger="click-hover" offset={4} transitionProps={{ transition: 'pop-top-left' }}>
      <Counted items={items} title={title}>
        {({ count, label }) => (
          <Menu.Target>
            <Button
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              leftSection={icon}
              rightSection={<RiArrowDownSLine size={16} aria-hidden="true" />}
              aria-label={label}
            >
              {title}
              {count > 0 ? (
                <span style={{ marginInlineStart: 6, display: 'inline-flex' }}>
                  <CountBadge count={count} />
                </span>
              ) : null}
            </Button>
          </Menu.Target>
        )}
      </Counted>
      <Menu.Dropdown>
        {items.map((item) =>
          item.children && nested ? (
            <Menu.Sub key={item.id}>
              <Menu.Sub.Target>
                <Menu.Sub.Item leftSection={itemIcon(item)}>{item.title}</Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                {flattenLinks(item.children).map((child) => (
                  <CountedMenuItem key={child.id} item={child} />
                ))}
              </Menu.Sub.Dropdown>
            </Menu.Sub>
          ) : item.children ? (
            <div key={item.id}>
              <Menu.Label>{item.title}</Menu.Label>
              {flattenLinks(item.children).map((child) => (
                <CountedMenuItem key={child.id} item={child} />
              ))}
            </div>
          ) : (
            <CountedMenuItem key={item.id} item={item} icon={itemIcon(item)} />
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Horizontal navigation under the app bar (wide screens only): the vertical menu's order. */
export function HorizontalNav({ sections }: HorizontalNavProps) {
  const { pathname } = useLocation();
  const current = currentLink(
    pathname,
    sections.flatMap((section) => section.items),
  );
  return (
    <Group gap={4} wrap="wrap" {...prefetchOnIntent}>
      {sections.map((section) => {
        if (section.title)
          return (
            <Dropdown
              key={section.id}
              title={section.title}
              items={section.items}
              current={current}
              nested={section.collapsible}
            />
          );
        return section.items.map((item) => {
          if (item.children)
            return (
              <Dropdown
                key={item.id}
                title={item.title}
                items={item.children}
                icon={itemIcon(item)}
                current={current}
              />
            );
          const active = isActive(current, item.to);
          return (
            <Counted key={item.id} items={[item]} title={item.title}>
              {({ count, label }) => (
                <Button
                  component={MenuLink}
                  to={item.to ?? '/'}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? undefined : 'gray'}
                  leftSection={itemIcon(item)}
                  rightSection={count > 0 ? <CountBadge count={count} /> : undefined}
                  aria-label={label}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.title}
                </Button>
              )}
            </Counted>
          );
        });
      })}
    </Group>
  );
}
