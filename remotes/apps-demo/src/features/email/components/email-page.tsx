import {
  Anchor,
  ActionIcon,
  Badge,
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  Image,
  Menu,
  NavLink,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
  useDirection,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  RiArrowDownSLine,
  RiArrowLeftLine,
  RiArrowUpSLine,
  RiCheckLine,
  RiArrowLeftSLine,
  RiArrowRightSLine,
  RiDeleteBinLine,
  RiDraftLine,
  RiFolderTransferLine,
  RiInboxLine,
  RiMailLine,
  RiMailOpenLine,
  RiPencilLine,
  RiPriceTag3Line,
  RiReplyLine,
  RiSearchLine,
  RiSendPlaneLine,
  RiShareForwardLine,
  RiSpamLine,
  RiStarFill,
  RiStarLine,
} from '@remixicon/react';
import { useAbility } from '@portal/auth';
import { ErrorPanel, Ltr, formatDate, notify, useApiError } from '@portal/design/base';
import {
  EMAIL_ATTACHMENT_TYPES,
  EMAIL_FILTERS,
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  type Email,
  type EmailFilter,
  type EmailLabel,
  type EmailAttachmentUpload,
  type EmailUpdateBody,
  parseAttachmentUrl,
} from '@portal/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useEmails } from '../api/get-emails';
import { useUpdateEmails } from '../api/update-emails';
import { ComposeModal, EMPTY_DRAFT, type ComposeDraft } from './compose-modal';
import { EmailBody } from './email-body';

// Dark shades under white text (4.5:1 in both schemes; green.9 and orange.9 fall short).
const LABEL_COLORS: Record<EmailLabel, string> = {
  personal: 'teal.9',
  company: 'blue.9',
  important: 'pink.9',
  private: 'red.9',
};
const FOLDER_ICONS = {
  inbox: RiInboxLine,
  sent: RiSendPlaneLine,
  draft: RiDraftLine,
  starred: RiStarLine,
  spam: RiSpamLine,
  trashed: RiDeleteBinLine,
} as const;
const NAV_ORDER: EmailFilter[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trashed'];

const isFilter = (value: string | undefined): value is EmailFilter =>
  EMAIL_FILTERS.includes(value as EmailFilter);
const isLabel = (value: string | undefined): value is EmailLabel =>
  EMAIL_LABELS.includes(value as EmailLabel);

/** An email's stored files as compose takes them again (forward, edit draft). */
const uploadsOf = (email: Email): EmailAttachmentUpload[] =>
  email.attachments.flatMap((file) => {
    const content = parseAttachmentUrl(file.url);
    const type = EMAIL_ATTACHMENT_TYPES.find((allowed) => allowed === content?.type);
    return content && type ? [{ fileName: file.fileName, type, data: content.data }] : [];
  });

const quote = (email: Email) => `<p></p><blockquote>${email.message}</blockquote>`;

export default function EmailPage() {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const { dir } = useDirection();
  const canEdit = useAbility().can('update', 'Email');
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const label = isLabel(params.label) ? params.label : undefined;
  const filter: EmailFilter = isFilter(params.filter) ? params.filter : 'inbox';
  const [q, setQ] = useState(search.get('q') ?? '');
  const [debouncedQ] = useDebouncedValue(q, 300);
  const emails = useEmails({ q: debouncedQ, filter, label });
  const update = useUpdateEmails();
  // The selection belongs to one view: another folder, label or search starts with none.
  const viewKey = `${filter}|${label ?? ''}|${debouncedQ}`;
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: '', ids: [] });
  const selected = selection.key === viewKey ? selection.ids : [];
  const setSelected = (next: number[] | ((current: number[]) => number[])) =>
    setSelection((current) => {
      const ids = current.key === viewKey ? current.ids : [];
      return { key: viewKey, ids: typeof next === 'function' ? next(ids) : next };
    });
  const [compose, setCompose] = useState<(ComposeDraft & { key: number }) | null>(null);
  // On a phone the folders and labels fold behind one button naming the current one (open, they
  // filled the first screen); opening another folder folds them again.
  const phone = useMediaQuery('(max-width: 47.99em)', false, {
    getInitialValueInEffect: false,
  });
  const folderKey = `${filter}|${label ?? ''}`;
  const [foldersOpenAt, setFoldersOpenAt] = useState<string | null>(null);
  const foldersOpen = foldersOpenAt === folderKey;
  const openId = Number(search.get('open')) || null;

  useEffect(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (debouncedQ) next.set('q', debouncedQ);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debouncedQ, setSearch]);

  const list = useMemo(() => emails.data?.emails ?? [], [emails.data]);
  const meta = emails.data?.emailsMeta;
  const opened = list.find((e) => e.id === openId) ?? null;
  const openedIndex = opened ? list.indexOf(opened) : -1;

  const run = (body: EmailUpdateBody, done?: string) =>
    update.mutate(body, {
      onSuccess: () => {
        if (done) notify.success(done);
      },
      onError: (error) => notify.error(message(error)),
    });

  const open = (email: Email | undefined) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (email) next.set('open', String(email.id));
      else next.delete('open');
      return next;
    });
    // Opening marks the email read.
    if (email && !email.isRead && canEdit) run({ ids: [email.id], data: { isRead: true } });
  };

  const startCompose = (draft: ComposeDraft) =>
    setCompose((p) => ({ ...draft, key: (p?.key ?? 0) + 1 }));

  const countFor = (f: EmailFilter) =>
    f === 'inbox'
      ? meta?.inbox
      : f === 'draft'
        ? meta?.draft
        : f === 'spam'
          ? meta?.spam
          : f === 'starred'
            ? meta?.star
            : undefined;

  const allSelected = list.length > 0 && selected.length === list.length;
  const bulk = (body: Omit<EmailUpdateBody, 'ids'> & Record<string, unknown>, done: string) => {
    run({ ...body, ids: selected } as EmailUpdateBody, done);
    setSelected([]);
  };

  const nav = (
    <Paper withBorder radius="md" p="sm" w={{ base: '100%', sm: 230 }} miw={{ sm: 230 }}>
      <Stack gap="xs">
        {canEdit && (
          <Button
            leftSection={<RiPencilLine size={16} aria-hidden />}
            onClick={() => startCompose(EMPTY_DRAFT)}
          >
            {t('email.compose.button')}
          </Button>
        )}
        {phone ? (
          <Button
            variant="default"
            justify="space-between"
            rightSection={
              foldersOpen ? (
                <RiArrowUpSLine size={16} aria-hidden />
              ) : (
                <RiArrowDownSLine size={16} aria-hidden />
              )
            }
            aria-expanded={foldersOpen}
            aria-controls="email-folder-lists"
            onClick={() => setFoldersOpenAt(foldersOpen ? null : folderKey)}
          >
            {t('email.foldersButton', {
              current: label ? t(`email.labels.${label}`) : t(`email.filters.${filter}`),
            })}
          </Button>
        ) : null}
        {!phone || foldersOpen ? (
          <Stack gap="xs" id="email-folder-lists">
            <Box component="nav" aria-label={t('email.folders')}>
              {NAV_ORDER.map((f) => {
                const Icon = FOLDER_ICONS[f];
                const count = countFor(f);
                return (
                  <NavLink
                    key={f}
                    component={Link}
                    to={f === 'inbox' ? paths.email.href() : paths.email.filter.href(f)}
                    label={t(`email.filters.${f}`)}
                    leftSection={<Icon size={16} aria-hidden />}
                    rightSection={
                      count ? (
                        <Badge
                          size="sm"
                          variant="filled"
                          color="blue.9"
                          aria-label={t('email.count', { count })}
                        >
                          {count}
                        </Badge>
                      ) : null
                    }
                    active={!label && filter === f}
                    aria-current={!label && filter === f ? 'page' : undefined}
                  />
                );
              })}
            </Box>
            <Divider />
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" id="email-labels">
              {t('email.labelsTitle')}
            </Text>
            <Box component="nav" aria-labelledby="email-labels">
              {EMAIL_LABELS.map((l) => (
                <NavLink
                  key={l}
                  component={Link}
                  to={paths.email.label.href(l)}
                  label={t(`email.labels.${l}`)}
                  leftSection={
                    <Badge size="xs" circle color={LABEL_COLORS[l]} aria-hidden>
                      {' '}
                    </Badge>
                  }
                  active={label === l}
                  aria-current={label === l ? 'page' : undefined}
                />
              ))}
            </Box>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );

  const labelMenu = (ids: number[], current: EmailLabel[] = []) => (
    <Menu withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('email.actions.label')}>
          <RiPriceTag3Line size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {EMAIL_LABELS.map((l) => (
          <Menu.Item
            key={l}
            leftSection={
              <Badge size="xs" circle color={LABEL_COLORS[l]} aria-hidden>
                {' '}
              </Badge>
            }
            onClick={() => {
              run(
                { ids, label: l },
                t('email.done.labelToggled', { label: t(`email.labels.${l}`) }),
              );
              setSelected([]);
            }}
            rightSection={current.includes(l) ? <RiCheckLine size={14} aria-hidden /> : null}
          >
            {t(`email.labels.${l}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  const moveMenu = (ids: number[]) => (
    <Menu withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('email.actions.move')}>
          <RiFolderTransferLine size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {EMAIL_FOLDERS.map((folder) => (
          <Menu.Item
            key={folder}
            onClick={() => {
              run(
                { ids, data: { folder, isDeleted: false } },
                t('email.done.moved', { folder: t(`email.filters.${folder}`) }),
              );
              setSelected([]);
              if (opened) open(undefined);
            }}
          >
            {t(`email.filters.${folder}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  const star = (email: Email) =>
    canEdit && (
      <ActionIcon
        variant="subtle"
        color={email.isStarred ? 'yellow.8' : 'gray'}
        aria-label={t('email.actions.star', { subject: email.subject || t('email.noSubject') })}
        aria-pressed={email.isStarred}
        onClick={() => run({ ids: [email.id], data: { isStarred: !email.isStarred } })}
      >
        {email.isStarred ? (
          <RiStarFill size={18} aria-hidden />
        ) : (
          <RiStarLine size={18} aria-hidden />
        )}
      </ActionIcon>
    );

  const view = opened && (
    <Stack gap="sm" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('email.view.back')}
            onClick={() => open(undefined)}
          >
            <RiArrowLeftLine
              size={18}
              aria-hidden
              style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
            />
          </ActionIcon>
          <Title order={2} size="h4" lineClamp={1}>
            {opened.subject || t('email.noSubject')}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {star(opened)}
          {canEdit && labelMenu([opened.id], opened.labels)}
          {canEdit && moveMenu([opened.id])}
          {canEdit && !opened.isDeleted && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('email.actions.delete')}
              onClick={() => {
                run(
                  { ids: [opened.id], data: { isDeleted: true } },
                  t('email.done.deleted', { count: 1 }),
                );
                open(undefined);
              }}
            >
              <RiDeleteBinLine size={18} aria-hidden />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('email.view.previous')}
            disabled={openedIndex <= 0}
            onClick={() => open(list[openedIndex - 1])}
          >
            <RiArrowLeftSLine size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('email.view.next')}
            disabled={openedIndex >= list.length - 1}
            onClick={() => open(list[openedIndex + 1])}
          >
            <RiArrowRightSLine size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap={4}>
        {opened.labels.map((l) => (
          <Badge key={l} size="sm" color={LABEL_COLORS[l]} variant="filled">
            {t(`email.labels.${l}`)}
          </Badge>
        ))}
      </Group>
      {[opened, ...opened.replies].map((mail, index) => (
        <Paper key={`${mail.id}-${index}`} withBorder p="sm" radius="md">
          <Group justify="space-between" mb="xs">
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {mail.from.name}{' '}
                <Text span c="dimmed" size="xs">
                  &lt;<Ltr>{mail.from.email}</Ltr>&gt;
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {t('email.view.to', { names: mail.to.map((p) => p.name).join(', ') })}
                {mail.cc.length > 0 && ` · ${t('email.view.cc', { names: mail.cc.join(', ') })}`}
              </Text>
            </Stack>
            <Text size="xs" c="dimmed">
              {formatDate(mail.time, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Group>
          <EmailBody
            html={mail.message}
            title={t('email.view.body', { subject: mail.subject || t('email.noSubject') })}
          />
          {mail.attachments.length > 0 && (
            <Stack gap={4} mt="sm">
              <Text size="sm" fw={500}>
                {t('email.view.attachments', { count: mail.attachments.length })}
              </Text>
              <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {mail.attachments.map((file) => (
                  <Group key={file.fileName} gap={6} component="li">
                    <Image src={file.thumbnail} alt="" w={20} h={24} />
                    <Anchor
                      size="sm"
                      href={file.url}
                      download={file.fileName}
                      aria-label={t('email.view.download', {
                        name: file.fileName,
                        size: file.size,
                      })}
                    >
                      {file.fileName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {file.size}
                    </Text>
                  </Group>
                ))}
              </Group>
            </Stack>
          )}
        </Paper>
      ))}
      {canEdit && (
        <Group>
          <Button
            variant="light"
            leftSection={<RiReplyLine size={16} aria-hidden />}
            onClick={() =>
              startCompose({
                to: [opened.from.email],
                cc: [],
                subject: opened.subject.startsWith('Re:')
                  ? opened.subject
                  : `Re: ${opened.subject}`,
                html: quote(opened),
                inReplyTo: opened.id,
              })
            }
          >
            {t('email.view.reply')}
          </Button>
          <Button
            variant="light"
            leftSection={<RiShareForwardLine size={16} aria-hidden />}
            onClick={() =>
              startCompose({
                to: [],
                cc: [],
                subject: `Fwd: ${opened.subject}`,
                html: quote(opened),
                attachments: uploadsOf(opened),
              })
            }
          >
            {t('email.view.forward')}
          </Button>
          {opened.folder === 'draft' && (
            <Button
              variant="light"
              leftSection={<RiPencilLine size={16} aria-hidden />}
              onClick={() =>
                startCompose({
                  to: opened.to.map((p) => p.email),
                  cc: opened.cc,
                  subject: opened.subject,
                  html: opened.message,
                  draftId: opened.id,
                  attachments: uploadsOf(opened),
                })
              }
            >
              {t('email.view.editDraft')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );

  const rows = emails.isPending ? (
    <Stack p="md" gap="sm" data-testid="email-loading">
      {[1, 2, 3, 4].map((k) => (
        <Skeleton key={k} h={40} />
      ))}
    </Stack>
  ) : emails.isError ? (
    <Box p="md">
      <ErrorPanel message={message(emails.error)} onRetry={() => void emails.refetch()} />
    </Box>
  ) : list.length === 0 ? (
    <Text c="dimmed" ta="center" p="xl">
      {t('email.empty')}
    </Text>
  ) : (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('email.listLabel')}>
      {list.map((email) => {
        const weight = email.isRead ? 400 : 700;
        const correspondent = (
          <Text
            size="sm"
            fw={weight}
            w={phone ? undefined : 140}
            truncate
            style={phone ? { flex: 1 } : undefined}
          >
            {email.folder === 'sent' || email.folder === 'draft'
              ? email.to.map((p) => p.name).join(', ')
              : email.from.name}
          </Text>
        );
        const subject = (
          <Text size="sm" fw={weight} truncate style={{ flex: 1 }} data-testid="email-subject">
            {email.subject || t('email.noSubject')}
            {!email.isRead && <VisuallyHidden> ({t('email.unread')})</VisuallyHidden>}
          </Text>
        );
        const labels = (
          <Group gap={4} wrap="nowrap">
            {email.labels.map((l) => (
              <Badge key={l} size="xs" variant="filled" color={LABEL_COLORS[l]}>
                {t(`email.labels.${l}`)}
              </Badge>
            ))}
          </Group>
        );
        const date = (
          <Text size="xs" c="dimmed" miw={70} ta="end">
            {formatDate(email.time, { day: 'numeric', month: 'short' })}
          </Text>
        );
        return (
          <Group
            key={email.id}
            component="li"
            wrap="nowrap"
            gap="xs"
            px="md"
            py={6}
            data-testid={`email-row-${email.id}`}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            bg={email.isRead ? undefined : 'var(--mantine-color-default-hover)'}
          >
            {canEdit && (
              <Checkbox
                aria-label={t('email.select', { subject: email.subject || t('email.noSubject') })}
                checked={selected.includes(email.id)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setSelected((s) =>
                    checked ? [...s, email.id] : s.filter((id) => id !== email.id),
                  );
                }}
              />
            )}
            {star(email)}
            <UnstyledButton onClick={() => open(email)} style={{ flex: 1, minWidth: 0 }}>
              {phone ? (
                // On a phone: who and when, then the subject on a line of its own, then any labels
                // (on one line the sender, labels and date left the subject no room at all).
                <Stack gap={2}>
                  <Group wrap="nowrap" gap="sm">
                    {correspondent}
                    {date}
                  </Group>
                  {subject}
                  {email.labels.length > 0 && labels}
                </Stack>
              ) : (
                <Group wrap="nowrap" gap="sm">
                  {correspondent}
                  {subject}
                  {labels}
                  {date}
                </Group>
              )}
            </UnstyledButton>
          </Group>
        );
      })}
    </Box>
  );

  return (
    <Stack gap="md" h="100%">
      <Title order={1} size="h3">
        {t('email.title')}
      </Title>
      <Group align="stretch" wrap="wrap" gap="md" style={{ flex: 1, minHeight: 0 }}>
        {nav}
        <Paper
          withBorder
          radius="md"
          style={{ flex: 1, minWidth: 280, display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          {view || (
            <>
              <Group
                p="sm"
                gap="xs"
                wrap="nowrap"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                {canEdit && (
                  <Checkbox
                    aria-label={t('email.selectAll')}
                    checked={allSelected}
                    indeterminate={selected.length > 0 && !allSelected}
                    disabled={list.length === 0}
                    onChange={() => setSelected(allSelected ? [] : list.map((e) => e.id))}
                  />
                )}
                {selected.length > 0 ? (
                  <Group
                    gap={4}
                    role="toolbar"
                    aria-label={t('email.bulk', { count: selected.length })}
                  >
                    <Text size="sm" me="xs">
                      {t('email.selected', { count: selected.length })}
                    </Text>
                    {filter !== 'trashed' && (
                      <Tooltip label={t('email.actions.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('email.actions.delete')}
                          onClick={() =>
                            bulk(
                              { data: { isDeleted: true } },
                              t('email.done.deleted', { count: selected.length }),
                            )
                          }
                        >
                          <RiDeleteBinLine size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label={t('email.actions.markRead')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('email.actions.markRead')}
                        onClick={() => bulk({ data: { isRead: true } }, t('email.done.read'))}
                      >
                        <RiMailOpenLine size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('email.actions.markUnread')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('email.actions.markUnread')}
                        onClick={() => bulk({ data: { isRead: false } }, t('email.done.unread'))}
                      >
                        <RiMailLine size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {moveMenu(selected)}
                    {labelMenu(selected)}
                  </Group>
                ) : (
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={t('email.search')}
                    placeholder={t('email.search')}
                    leftSection={<RiSearchLine size={16} aria-hidden />}
                    value={q}
                    onChange={(event) => setQ(event.currentTarget.value)}
                  />
                )}
              </Group>
              <ScrollArea style={{ flex: 1 }} type="auto">
                {rows}
              </ScrollArea>
            </>
          )}
        </Paper>
      </Group>
      {compose && (
        <ComposeModal key={compose.key} draft={compose} onClose={() => setCompose(null)} />
      )}
    </Stack>
  );
}
