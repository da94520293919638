import { Box, Button, Group, Kbd, Modal, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Can, useAbility } from '@portal/auth';
import { ticketsQuerySchema } from '@portal/contract';
import {
  BackLink,
  apiErrorMessage,
  notify,
  sanitizeQuery,
  useListSearchParams,
} from '@portal/design';
import { RiAddLine, RiKeyboardLine } from '@remixicon/react';
import type { Editor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePrefetchTicket, useTickets } from '../api/get-tickets';
import { useUpdateTicket } from '../api/update-ticket';
import { useLiveTickets } from '../hooks/use-live-tickets';
import type { ReplyKind } from './reply-box';
import {
  OpenTicketContext,
  TICKET_FILTERS,
  TicketListPane,
  useMyStaffId,
} from './ticket-list-pane';
import { TicketView } from './ticket-view';

const SHORTCUTS = [
  ['j', 'next'],
  ['k', 'previous'],
  ['r', 'reply'],
  ['n', 'note'],
  ['a', 'assign'],
  ['s', 'status'],
  ['/', 'search'],
  ['?', 'help'],
  ['Esc', 'leave'],
] as const;

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** `/ticket` and `/ticket/:id`: the views and list on the left, the open ticket on the right. */
export default function TicketInboxPage() {
  const { t } = useTranslation('tickets');
  const params = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const me = useMyStaffId();
  const update = useUpdateTicket();
  const prefetch = usePrefetchTicket();
  useLiveTickets();
  const openId = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const list = useListSearchParams({ filters: TICKET_FILTERS });
  const rows = useTickets(sanitizeQuery(ticketsQuerySchema, list.params)).data?.tickets ?? [];
  const [replyKind, setReplyKind] = useState<ReplyKind>('reply');
  const [help, setHelp] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  const statusRef = useRef<HTMLInputElement | null>(null);
  const searchRef = useRef<HTMLDivElement | null>(null);
  const search = useLocation().search.slice(1);

  // Kept in a ref so the one listener always sees this render's rows and ticket.
  const handler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (document.querySelector('[role="dialog"]') && event.key !== '?') return;
    if (typingIn(event.target)) {
      // Escape leaves a field (once its list is closed), so the shortcuts work again.
      const field = event.target as HTMLElement;
      if (event.key === 'Escape' && field.getAttribute('aria-expanded') !== 'true') field.blur();
      return;
    }
    const index = rows.findIndex((row) => row.id === openId);
    const go = (offset: number) => {
      const next = rows[index === -1 ? 0 : index + offset];
      if (!next) return;
      prefetch(next.id);
      void navigate(paths.detail.href(next.id, search));
    };
    const canUpdate = ability.can('update', 'Ticket');
    switch (event.key) {
      case 'j':
        go(1);
        break;
      case 'k':
        go(-1);
        break;
      case 'r':
      case 'n':
        if (openId === null || !canUpdate) return;
        setReplyKind(event.key === 'r' ? 'reply' : 'note');
        window.setTimeout(() => editorRef.current?.commands.focus(), 0);
        break;
      case 'a':
        if (openId === null || !canUpdate || me === null) return;
        update.mutate(
          { id: openId, changes: { assigneeId: me } },
          {
            onSuccess: () => notify.success(t('side.saved')),
            onError: (error) => notify.error(apiErrorMessage(error, t)),
          },
        );
        break;
      case 's':
        if (!statusRef.current) return;
        statusRef.current.focus();
        statusRef.current.click();
        break;
      case '/':
        searchRef.current?.querySelector('input')?.focus();
        break;
      case '?':
        setHelp(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };
  // Set with the DOM (not after paint): a key pressed as the next ticket appears acts on that ticket,
  // never on the one before it.
  useLayoutEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const listPane = (
    <OpenTicketContext.Provider value={openId}>
      {/* In short beside an open ticket, and on a phone (a subject column 85 px wide is unreadable). */}
      <TicketListPane
        list={list}
        compact={openId !== null || !wide}
        search={search}
        searchRef={searchRef}
      />
    </OpenTicketContext.Provider>
  );
  const ticketPane =
    openId === null ? null : (
      <TicketView
        id={openId}
        replyKind={replyKind}
        onReplyKindChange={setReplyKind}
        editorRef={editorRef}
        statusRef={statusRef}
      />
    );

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Group gap="xs">
          <Button
            variant="subtle"
            leftSection={<RiKeyboardLine size={16} aria-hidden />}
            onClick={() => setHelp(true)}
          >
            {t('shortcuts.open')}
          </Button>
          <Can I="create" a="Ticket">
            <Button
              component={Link}
              to={paths.create.href()}
              leftSection={<RiAddLine size={16} aria-hidden />}
            >
              {t('list.new')}
            </Button>
          </Can>
        </Group>
      </Group>
      {/* Each pane scrolls inside itself and is `relative`: the containing block of its
          visually hidden labels (absolute), which would otherwise lengthen the page below the
          footer. */}
      {openId !== null && !wide ? (
        <Box pos="relative" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <Stack gap="sm">
            <BackLink to={paths.list.href(search)}>{t('detail.back')}</BackLink>
            {ticketPane}
          </Stack>
        </Box>
      ) : (
        <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
          <Box
            style={{ flex: openId === null ? '1 1 100%' : '0 0 42%', minWidth: 0, minHeight: 0 }}
            component="section"
            aria-label={t('list.caption')}
          >
            {listPane}
          </Box>
          {openId !== null ? (
            <Box pos="relative" style={{ flex: '1 1 58%', minWidth: 0, overflow: 'auto' }} p={2}>
              {ticketPane}
            </Box>
          ) : null}
        </Group>
      )}
      <Modal opened={help} onClose={() => setHelp(false)} title={t('shortcuts.title')}>
        <Table>
          <Table.Tbody>
            {SHORTCUTS.map(([key, name]) => (
              <Table.Tr key={key}>
                <Table.Td>
                  <Kbd>{key}</Kbd>
                </Table.Td>
                <Table.Td>{t(`shortcuts.${name}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </Stack>
  );
}
