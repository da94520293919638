import { Group, Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { RiArrowDownLine, RiArrowUpDownLine, RiArrowUpLine } from '@remixicon/react';
import type { ReactNode } from 'react';
import type { SortOrder } from './use-list-search-params';

export interface SortableThProps extends Omit<TableThProps, 'children' | 'onClick'> {
  /** Column label. */
  children: ReactNode;
  /** Sort key of this column, as the API names it (`fullName`, `total`...). */
  sortKey: string;
  /** Column the list is sorted by now. Default: none. */
  sortBy?: string | undefined;
  /** Current order, meaningful when `sortBy === sortKey`. Default: none. */
  orderBy?: SortOrder | undefined;
  /** Called with `sortKey` on click, Enter or Space (e.g. `list.toggleSort`). */
  onSort: (sortKey: string) => void;
}

/** A table header cell that sorts its column: a real button inside, `aria-sort` on the cell. */
export function SortableTh({
  children,
  sortKey,
  sortBy,
  orderBy,
  onSort,
  ...others
}: SortableThProps) {
  const active = sortBy === sortKey && orderBy !== undefined;
  const Icon = !active ? RiArrowUpDownLine : orderBy === 'asc' ? RiArrowUpLine : RiArrowDownLine;
  return (
    <Table.Th
      aria-sort={active ? (orderBy === 'asc' ? 'ascending' : 'descending') : 'none'}
      {...others}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        fw={600}
        fz="inherit"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <span>{children}</span>
          <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
