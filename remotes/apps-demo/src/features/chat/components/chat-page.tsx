import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  Indicator,
  Paper,
  Popover,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  RiCheckDoubleLine,
  RiCheckLine,
  RiInformationLine,
  RiSearchLine,
  RiSendPlaneLine,
} from '@remixicon/react';
import { useAbility } from '@portal/auth';
import {
  ErrorPanel,
  formatDate,
  isOverLimit,
  notify,
  useApiError,
  useCharacterLimit,
} from '@portal/design';
import {
  CHAT_STATUSES,
  type ChatContact,
  type ChatMessage,
  type ChatStatus,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { chatQueries, useChat, useChatsAndContacts } from '../api/get-chats';
import { useSendMessage, useUpdateChatProfile } from '../api/send-message';
import { useLiveChat } from '../hooks/use-live-chat';

/** The contract's longest message and "about" text (chat.ts). */
const MESSAGE_MAX = 2000;
const ABOUT_MAX = 300;

const STATUS_COLORS: Record<ChatStatus, string> = {
  online: 'green.8',
  away: 'yellow.7',
  busy: 'red.8',
  offline: 'gray.6',
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');

function Person({
  person,
  size = 'md',
}: {
  person: Pick<ChatContact, 'fullName' | 'avatar' | 'status'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Indicator
      color={STATUS_COLORS[person.status]}
      position="bottom-end"
      offset={5}
      size={10}
      withBorder
    >
      <Avatar src={person.avatar} alt="" size={size} color="blue.9" variant="filled">
        {initials(person.fullName)}
      </Avatar>
    </Indicator>
  );
}

/** Consecutive messages of one sender form a group. */
function groupBySender(messages: ChatMessage[]) {
  const groups: { senderId: number; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    if (last && last.senderId === message.senderId) last.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}

export default function ChatPage() {
  const { t } = useTranslation('apps-demo');
  const { message: errorMessage } = useApiError();
  const canWrite = useAbility().can('create', 'Chat');
  const [search, setSearch] = useSearchParams();
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  useLiveChat();
  const list = useChatsAndContacts(debouncedQ);
  const me = list.data?.profileUser;
  const activeId = Number(search.get('chat')) || null;
  const active = useChat(activeId, me?.id ?? 0);
  const send = useSendMessage();
  const updateProfile = useUpdateChatProfile();
  const [draft, setDraft] = useState('');
  const [details, setDetails] = useState(false);
  const [about, setAbout] = useState<string | null>(null);
  const limit = useCharacterLimit();
  const bottom = useRef<HTMLDivElement>(null);
  const messages = active.data?.chat?.messages ?? [];

  // Opening a chat set its unread count to 0 on the server: the list shows it.
  const queryClient = useQueryClient();
  const listedUnseen =
    list.data?.chatsContacts.find((c) => c.id === activeId)?.chat.unseenMsgs ?? 0;
  const openedAt = active.dataUpdatedAt;
  useEffect(() => {
    if (openedAt > 0 && listedUnseen > 0)
      void queryClient.invalidateQueries({ queryKey: chatQueries.lists() });
  }, [openedAt, listedUnseen, queryClient]);

  // Keep the newest message in view.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, activeId]);

  const open = (userId: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('chat', String(userId));
      return next;
    });

  const submit = () => {
    const text = draft.trim();
    if (!text || isOverLimit(text, MESSAGE_MAX) || !activeId || !me) return;
    send.mutate(
      { userId: activeId, message: text, senderId: me.id },
      { onSuccess: () => setDraft(''), onError: (error) => notify.error(errorMessage(error)) },
    );
  };
  const keys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const chatIds = new Set(list.data?.chatsContacts.map((c) => c.id));
  const contactsOnly = list.data?.contacts.filter((c) => !chatIds.has(c.id)) ?? [];

  const entry = (contact: ChatContact, extra?: { unseen: number; last: string | null }) => (
    <UnstyledButton
      key={contact.id}
      onClick={() => open(contact.id)}
      p="xs"
      w="100%"
      aria-current={activeId === contact.id ? 'true' : undefined}
      style={{
        borderRadius: 8,
        background: activeId === contact.id ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm">
        <Person person={contact} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {contact.fullName}
            <VisuallyHidden>, {t(`chat.status.${contact.status}`)}</VisuallyHidden>
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {extra?.last ?? contact.about}
          </Text>
        </Box>
        {extra && extra.unseen > 0 && (
          <>
            <Badge size="sm" circle color="red.9" aria-hidden>
              {extra.unseen}
            </Badge>
            <VisuallyHidden>{t('chat.unseen', { count: extra.unseen })}</VisuallyHidden>
          </>
        )}
      </Group>
    </UnstyledButton>
  );

  const sidebar = (
    <Paper
      withBorder
      radius="md"
      p="sm"
      w={{ base: '100%', sm: 300 }}
      miw={{ sm: 300 }}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      {me && (
        <Group gap="sm" mb="sm" wrap="nowrap">
          <Person person={me} size="lg" />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm">
              {me.fullName}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {me.about}
            </Text>
          </Box>
          {canWrite && (
            <Popover position="bottom-end" withArrow trapFocus onOpen={() => setAbout(me.about)}>
              <Popover.Target>
                <Button size="xs" variant="subtle">
                  {t('chat.profile.edit')}
                </Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs" w={240}>
                  <Radio.Group
                    label={t('chat.profile.status')}
                    value={me.status}
                    onChange={(value) => updateProfile.mutate({ status: value })}
                  >
                    <Stack gap={4} mt={4}>
                      {CHAT_STATUSES.map((status) => (
                        <Radio key={status} value={status} label={t(`chat.status.${status}`)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  <Textarea
                    label={t('chat.profile.about')}
                    {...limit({ value: about ?? '' }, ABOUT_MAX)}
                    onChange={(event) => setAbout(event.currentTarget.value)}
                  />
                  <Button
                    size="xs"
                    loading={updateProfile.isPending}
                    onClick={() => {
                      // Too long: the field says so; nothing is sent.
                      if (isOverLimit(about, ABOUT_MAX)) return;
                      updateProfile.mutate(
                        { about: about ?? '' },
                        {
                          onSuccess: () => notify.success(t('chat.profile.saved')),
                          onError: (e) => notify.error(errorMessage(e)),
                        },
                      );
                    }}
                  >
                    {t('chat.profile.save')}
                  </Button>
                </Stack>
              </Popover.Dropdown>
            </Popover>
          )}
        </Group>
      )}
      <TextInput
        aria-label={t('chat.search')}
        placeholder={t('chat.search')}
        leftSection={<RiSearchLine size={16} aria-hidden />}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        mb="sm"
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        {list.isPending ? (
          <Stack gap="xs">
            {[1, 2, 3].map((k) => (
              <Skeleton key={k} h={44} />
            ))}
          </Stack>
        ) : list.isError ? (
          <ErrorPanel message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <Stack gap={4}>
            <Title order={2} size="h6" c="dimmed">
              {t('chat.chats')}
            </Title>
            {list.data.chatsContacts.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.noChats')}
              </Text>
            )}
            {list.data.chatsContacts.map((c) =>
              entry(c, { unseen: c.chat.unseenMsgs, last: c.chat.lastMessage?.message ?? null }),
            )}
            <Title order={2} size="h6" c="dimmed" mt="sm">
              {t('chat.contacts')}
            </Title>
            {contactsOnly.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.noContacts')}
              </Text>
            )}
            {contactsOnly.map((c) => entry(c))}
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );

  const contact = active.data?.contact;
  const ticks = (m: ChatMessage) => {
    const state = m.feedback.isSeen ? 'seen' : m.feedback.isDelivered ? 'delivered' : 'sent';
    const Icon = state === 'sent' ? RiCheckLine : RiCheckDoubleLine;
    return (
      <Box
        component="span"
        c={state === 'seen' ? 'blue.7' : 'dimmed'}
        data-state={state}
        data-testid="ticks"
        style={{ display: 'inline-flex' }}
      >
        <Icon size={14} aria-hidden />
        <VisuallyHidden>{t(`chat.feedback.${state}`)}</VisuallyHidden>
      </Box>
    );
  };

  const conversation = !activeId ? (
    <Stack align="center" justify="center" h="100%" p="xl">
      <Text c="dimmed">{t('chat.pick')}</Text>
    </Stack>
  ) : active.isPending ? (
    <Stack p="md">
      <Skeleton h={40} />
      <Skeleton h={80} />
    </Stack>
  ) : active.isError ? (
    <Box p="md">
      <ErrorPanel message={errorMessage(active.error)} onRetry={() => void active.refetch()} />
    </Box>
  ) : (
    <Stack gap={0} h="100%">
      <Group
        justify="space-between"
        p="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {contact && (
          <Group gap="sm">
            <Person person={contact} />
            <Box>
              <Title order={2} size="h5">
                {contact.fullName}
              </Title>
              <Text size="xs" c="dimmed">
                {t(`chat.status.${contact.status}`)} · {contact.role}
              </Text>
            </Box>
          </Group>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('chat.details')}
          onClick={() => setDetails(true)}
        >
          <RiInformationLine size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto" p="md">
        <Stack
          gap="md"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('chat.messages')}
          aria-live="polite"
        >
          {messages.length === 0 && (
            <Text component="li" c="dimmed" ta="center">
              {t('chat.noMessages')}
            </Text>
          )}
          {groupBySender(messages).map((group, index) => {
            const mine = group.senderId === me?.id;
            const lastInGroup = group.messages.at(-1);
            return (
              <Stack key={index} component="li" gap={4} align={mine ? 'flex-end' : 'flex-start'}>
                <Text size="xs" c="dimmed">
                  {mine ? t('chat.you') : contact?.fullName}
                </Text>
                {group.messages.map((m) => (
                  <Paper
                    key={m.time}
                    px="sm"
                    py={6}
                    radius="md"
                    maw="75%"
                    bg={mine ? 'blue.9' : 'var(--mantine-color-default-hover)'}
                    c={mine ? 'white' : undefined}
                  >
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {m.message}
                    </Text>
                  </Paper>
                ))}
                <Group gap={4}>
                  <Text size="xs" c="dimmed">
                    {formatDate(lastInGroup?.time ?? '', { timeStyle: 'short' })}
                  </Text>
                  {mine && lastInGroup && ticks(lastInGroup)}
                </Group>
              </Stack>
            );
          })}
        </Stack>
        <div ref={bottom} />
      </ScrollArea>
      {canWrite && (
        <Group
          p="sm"
          gap="xs"
          align="flex-end"
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Textarea
            style={{ flex: 1 }}
            autosize
            minRows={1}
            maxRows={5}
            aria-label={t('chat.message')}
            placeholder={t('chat.message')}
            {...limit({ value: draft, description: t('chat.enterHint') }, MESSAGE_MAX)}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={keys}
          />
          <Button
            onClick={submit}
            loading={send.isPending}
            leftSection={<RiSendPlaneLine size={16} aria-hidden />}
          >
            {t('chat.send')}
          </Button>
        </Group>
      )}
    </Stack>
  );

  return (
    <Stack gap="md" h="100%">
      <Title order={1} size="h3">
        {t('chat.title')}
      </Title>
      <Group align="stretch" gap="md" wrap="wrap" style={{ flex: 1, minHeight: 0 }}>
        {sidebar}
        <Paper
          withBorder
          radius="md"
          style={{
            flex: 1,
            minWidth: 280,
            minHeight: 320,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {conversation}
        </Paper>
      </Group>
      <Drawer
        opened={details && !!contact}
        onClose={() => setDetails(false)}
        position="right"
        title={t('chat.details')}
      >
        {contact && (
          <Stack align="center" gap="xs">
            <Person person={contact} size="lg" />
            <Text fw={600}>{contact.fullName}</Text>
            <Text size="sm" c="dimmed">
              {contact.role}
            </Text>
            <Text size="sm">{t(`chat.status.${contact.status}`)}</Text>
            <Text size="sm" fw={500} mt="md">
              {t('chat.profile.about')}
            </Text>
            <Text size="sm">{contact.about}</Text>
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
