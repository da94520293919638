import {
  Anchor,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useSession, useAbility } from '@portal/auth';
import {
  OPEN_TICKET_STATUSES,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_SORT_KEYS,
  TICKET_STATUSES,
  TICKET_TEAMS,
  TICKET_VIEWS,
  ticketsQuerySchema,
  type TicketChanges,
  type TicketRow,
  type TicketView,
} from '@portal/contract';
import {
  DataTable,
  FilterSelect,
  SearchInput,
  apiErrorMessage,
  isOverLimit,
  notify,
  sanitizeQuery,
  useCharacterLimit,
  type ListColumn,
  type ListState,
} from '@portal/design';
import { RiArrowDownSLine, RiFilter3Line, RiMailUnreadLine } from '@remixicon/react';
import { createContext, memo, useContext, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePrefetchTicket, useStaff, useTickets } from '../api/get-tickets';
import { useBulkUpdateTickets } from '../api/update-ticket';
import { BulkTagDialog } from './bulk-tag-dialog';
import { useNow } from '../hooks/use-now';
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

const FILTERS_ID = 'ticket-list-filters';
const FILTER_NAMES = ['status', 'priority', 'assigneeId', 'team', 'category', 'tag'] as const;

export const TICKET_FILTERS = {
  view: 'all_open',
  status: '',
  priority: '',
  assigneeId: '',
  team: '',
  customerId: '',
  category: '',
  tag: '',
};
export type TicketListState = ListState<typeof TICKET_FILTERS>;

const OPEN = new Set<string>(OPEN_TICKET_STATUSES);

/** The filters over a fixed list of values: name, values, "all …" placeholder (key in filters.*). */
const ENUM_FILTERS = [
  ['status', TICKET_STATUSES, 'allStatuses'],
  ['priority', TICKET_PRIORITIES, 'allPriorities'],
  ['team', TICKET_TEAMS, 'allTeams'],
  ['category', TICKET_CATEGORIES, 'allCategories'],
] as const;

/** "a1" for the signed-in account: the id "Assign to me" and "My open" use. */
export function useMyStaffId(): string | null {
  const id = useSession((state) => state.userData?.id ?? null);
  return id === null ? null : `a${id}`;
}

function BulkActions({ selected, clear }: { selected: TicketRow[]; clear: () => void }) {
  const { t } = useTranslation('tickets');
  const staff = useStaff();
  const me = useMyStaffId();
  const bulk = useBulkUpdateTickets();
  const [tagging, setTagging] = useState(false);
  const apply = (changes: TicketChanges) => {
    bulk.mutate(
      { ids: selected.map((ticket) => ticket.id), changes },
      {
        onSuccess: ({ updated }) => {
          notify.success(t('bulk.done', { count: updated }));
          clear();
        },
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );
  };
  const trigger = (label: string) => (
    <Button
      size="xs"
      variant="default"
      rightSection={<RiArrowDownSLine size={14} aria-hidden />}
      loading={bulk.isPending}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Menu withinPortal={false}>
        <Menu.Target>{trigger(t('bulk.assign'))}</Menu.Target>
        <Menu.Dropdown>
          {me ? (
            <Menu.Item onClick={() => apply({ assigneeId: me })}>{t('assignToMe')}</Menu.Item>
          ) : null}
          <Menu.Item onClick={() => apply({ assigneeId: null })}>{t('unassigned')}</Menu.Item>
          <Menu.Divider />
          {(staff.data ?? []).map((member) => (
            <Menu.Item key={member.id} onClick={() => apply({ assigneeId: member.id })}>
              {member.fullName}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu withinPortal={false}>
        <Menu.Target>{trigger(t('bulk.status'))}</Menu.Target>
        <Menu.Dropdown>
          {TICKET_STATUSES.map((status) => (
            <Menu.Item key={status} onClick={() => apply({ status })}>
              {t(`status.${status}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu withinPortal={false}>
        <Menu.Target>{trigger(t('bulk.priority'))}</Menu.Target>
        <Menu.Dropdown>
          {TICKET_PRIORITIES.map((priority) => (
            <Menu.Item key={priority} onClick={() => apply({ priority })}>
              {t(`priority.${priority}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="default"
        onClick={() => setTagging(true)}
        disabled={bulk.isPending}
      >
        {t('bulk.tags')}
      </Button>
      <BulkTagDialog
        selected={selected}
        opened={tagging}
        onClose={() => setTagging(false)}
        onDone={() => {
          setTagging(false);
          clear();
        }}
      />
    </>
  );
}

/** The ticket open beside the list (highlighted in it); only the number links read it. */
export const OpenTicketContext = createContext<number | null>(null);

/** A row's number: the link that opens the ticket, marked when it is the open one. */
/**
 * The tag filter: applied on Enter or on leaving the field. A tag over the limit is kept as typed
 * and says so, and filters nothing.
 */
function TagFilter({ value, onChange }: { value: string; onChange: (tag: string) => void }) {
  const { t } = useTranslation('tickets');
  const limit = useCharacterLimit();
  const [text, setText] = useState(value);
  const apply = () => {
    const tag = text.trim();
    if (tag !== value && !isOverLimit(tag, TICKET_LIMITS.tag)) onChange(tag);
  };
  return (
    <TextInput
      label={t('fields.tag')}
      placeholder={t('filters.anyTag')}
      {...limit({ value: text }, TICKET_LIMITS.tag)}
      w={140}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      onBlur={apply}
    />
  );
}

function TicketNumberLink({ row, search }: { row: TicketRow; search: string }) {
  const { t } = useTranslation('tickets');
  const open = useContext(OpenTicketContext) === row.id;
  const prefetch = usePrefetchTicket();
  return (
    <Group gap={4} wrap="nowrap">
      {row.awaitingReply ? (
        <RiMailUnreadLine size={14} aria-label={t('awaitingReply')} role="img" />
      ) : null}
      <Anchor
        component={Link}
        to={paths.detail.href(row.id, search)}
        onPointerEnter={() => prefetch(row.id)}
        onFocus={() => prefetch(row.id)}
        onClick={() => prefetch(row.id)}
        fw={open ? 700 : 500}
        aria-current={open ? 'page' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {row.number}
      </Anchor>
    </Group>
  );
}

/**
 * A row in short, for the list narrowed beside an open ticket: number, priority, status and SLA on
 * the first line, the subject, then the customer and the assignee.
 */
function CompactTicketCell({ row, search, now }: { row: TicketRow; search: string; now: number }) {
  const { t } = useTranslation('tickets');
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <TicketNumberLink row={row} search={search} />
        <TicketPriorityBadge priority={row.priority} />
        <TicketStatusBadge status={row.status} />
        {showsSla(row) ? <SlaBadge sla={row.slaStatus} now={now} /> : null}
      </Group>
      <Text size="sm" lineClamp={1} fw={row.awaitingReply ? 600 : undefined}>
        {row.subject}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {row.customer.name} · {row.assignee?.fullName ?? t('unassigned')}
      </Text>
    </Stack>
  );
}

/** Open tickets show their SLA; closed ones only when it was met or breached. */
const showsSla = (row: TicketRow) =>
  OPEN.has(row.status) || row.slaStatus.state === 'met' || row.slaStatus.state === 'breached';

export interface TicketListPaneProps {
  /** List state in the URL. */
  list: TicketListState;
  /**
   * Narrowed beside an open ticket or on a phone: one column shows each row in short (the
   * user's column choices come back with the full width). Default: false.
   */
  compact?: boolean;
  /** The list's query string (without `?`), kept on the links to tickets. */
  search: string;
  /** The search box, for the `/` shortcut. */
  searchRef?: RefObject<HTMLDivElement | null>;
}

/**
 * Saved views with counts, search, filters, sort and the ticket table with bulk actions.
 * Memoised: opening a ticket beside it re-renders only the number links (OpenTicketContext).
 */
export const TicketListPane = memo(function TicketListPane({
  list,
  compact = false,
  search,
  searchRef,
}: TicketListPaneProps) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const now = useNow(30_000);
  const staff = useStaff();
  const query = useTickets(sanitizeQuery(ticketsQuerySchema, list.params));
  const counts = query.data?.counts;
  const view = list.filters.view as TicketView;
  const activeFilters = FILTER_NAMES.filter((name) => list.filters[name]).length;
  // Folded away until asked for (a laptop or a phone keeps room for the rows), open when a link
  // brings filters with it.
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  const canUpdate = ability.can('update', 'Ticket');

  const full: ListColumn<TicketRow>[] = [
    {
      id: 'number',
      title: compact ? t('fields.ticket') : t('fields.number'),
      toggleable: false,
      render: compact
        ? (row) => <CompactTicketCell row={row} search={search} now={now} />
        : (row) => <TicketNumberLink row={row} search={search} />,
    },
    {
      id: 'subject',
      title: t('fields.subject'),
      render: (row) => (
        <Text size="sm" lineClamp={2} fw={row.awaitingReply ? 600 : undefined}>
          {row.subject}
        </Text>
      ),
    },
    { id: 'customer', title: t('fields.customer'), render: (row) => row.customer.name },
    {
      id: 'priority',
      title: t('fields.priority'),
      sortable: true,
      render: (row) => <TicketPriorityBadge priority={row.priority} />,
    },
    {
      id: 'status',
      title: t('fields.status'),
      render: (row) => <TicketStatusBadge status={row.status} />,
    },
    {
      id: 'assignee',
      title: t('fields.assignee'),
      render: (row) =>
        row.assignee?.fullName ?? (
          <Text size="sm" c="dimmed">
            {t('unassigned')}
          </Text>
        ),
    },
    {
      id: 'sla',
      title: t('fields.sla'),
      sortable: true,
      render: (row) => (showsSla(row) ? <SlaBadge sla={row.slaStatus} now={now} /> : null),
    },
  ];
  const columns = compact
    ? full.map((column) => ({ ...column, hidden: column.id !== 'number' }))
    : full;

  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  const enumFilter = ([name, values, placeholder]: (typeof ENUM_FILTERS)[number]) => (
    <FilterSelect
      key={name}
      list={list}
      name={name}
      label={t(`fields.${name}`)}
      placeholder={t(`filters.${placeholder}`)}
      data={values.map(option(name))}
    />
  );
  const sortValue = list.sortBy ?? 'updated';
  // On the table's toolbar row, beside "Columns": the list keeps room for its rows.
  const toolbar = (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Box ref={searchRef} style={{ flex: '1 1 9rem' }}>
        <SearchInput label={t('search')} value={list.q} onSearch={(q) => list.setQuery(q)} />
      </Box>
      <Button
        variant="default"
        leftSection={<RiFilter3Line size={16} aria-hidden />}
        rightSection={
          activeFilters > 0 ? (
            <Badge size="sm" circle>
              {activeFilters}
            </Badge>
          ) : null
        }
        aria-expanded={filtersOpen}
        aria-controls={FILTERS_ID}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {t('filters.toggle')}
      </Button>
    </Group>
  );
  const filtersPanel = (
    <Collapse expanded={filtersOpen} id={FILTERS_ID}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('sort.label')}
            data={TICKET_SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
            value={sortValue}
            allowDeselect={false}
            w={170}
            onChange={(value) => {
              if (!value || value === 'updated') list.setSort(undefined);
              else list.setSort(value, value === 'sla' ? 'asc' : 'desc');
            }}
          />
          <Select
            label={t('sort.order')}
            data={[
              { value: 'desc', label: t('sort.desc') },
              { value: 'asc', label: t('sort.asc') },
            ]}
            value={list.orderBy ?? 'desc'}
            allowDeselect={false}
            w={150}
            onChange={(value) => list.setSort(sortValue, value === 'asc' ? 'asc' : 'desc')}
          />
        </Group>
        <Group gap="sm" wrap="wrap">
          {ENUM_FILTERS.slice(0, 2).map(enumFilter)}
          <FilterSelect
            list={list}
            name="assigneeId"
            label={t('fields.assignee')}
            placeholder={t('filters.anyone')}
            searchable
            data={[
              { value: 'none', label: t('unassigned') },
              ...(staff.data ?? []).map((member) => ({
                value: member.id,
                label: member.fullName,
              })),
            ]}
          />
          {ENUM_FILTERS.slice(2).map(enumFilter)}
          <TagFilter
            key={list.filters.tag}
            value={list.filters.tag}
            onChange={(tag) => list.setFilters({ tag })}
          />
          {list.filters.customerId ? (
            <Button variant="subtle" size="xs" onClick={() => list.setFilters({ customerId: '' })}>
              {t('filters.clearCustomer')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Collapse>
  );
  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <nav aria-label={t('views.title')}>
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
          <Group gap={4} wrap="nowrap">
            {TICKET_VIEWS.map((name) => (
              <NavLink
                key={name}
                component="button"
                type="button"
                w="auto"
                active={view === name}
                aria-current={view === name ? 'true' : undefined}
                label={t(`views.${name}`)}
                onClick={() => list.setFilters({ view: name })}
                rightSection={
                  <Badge size="sm" variant={view === name ? 'filled' : 'light'} circle={false}>
                    {counts ? counts[name] : '…'}
                  </Badge>
                }
                style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' }}
              />
            ))}
          </Group>
        </ScrollArea>
      </nav>
      <Box pos="relative" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <DataTable
          label={t('list.caption')}
          storageKey="tickets.list"
          columns={columns}
          list={list}
          query={query}
          records={(data) => data.tickets}
          total={(data) => data.totalTickets}
          rowLabel={(row) => row.number}
          emptyText={t('list.empty')}
          toolbar={toolbar}
          toolbarPanel={filtersPanel}
          {...(canUpdate
            ? {
                bulkActions: (selected: TicketRow[], clear: () => void) => (
                  <BulkActions selected={selected} clear={clear} />
                ),
              }
            : {})}
        />
      </Box>
      <VisuallyHidden role="status">
        {query.data ? t('list.count', { count: query.data.totalTickets }) : ''}
      </VisuallyHidden>
    </Stack>
  );
});
