import { Button, Group, Menu, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { ApiError, useSession, withVersion } from '@portal/auth';
import {
  TICKET_STATUSES,
  bodyText,
  fillPlaceholders,
  ticketDetailSchema,
  type Attachment,
  type TicketDetail,
  type TicketMessageBody,
  type TicketStatus,
} from '@portal/contract';
import {
  apiErrorMessage,
  apiFieldErrors,
  conflictBody,
  notify,
  useFormDraft,
} from '@portal/design';
import { RiArrowDownSLine, RiSendPlaneLine } from '@remixicon/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCannedReplies } from '../api/get-tickets';
import { ticketKeys } from '../api/query-keys';
import { useAddTicketMessage } from '../api/update-ticket';
import { replyChangesSince, replyStartOf, useReplyStart } from '../hooks/use-reply-start';
import { AttachmentInput } from './attachment-input';
import { ReplyConflictDialog, type ReplyConflict } from './reply-conflict-dialog';
import { RichTextField, bodyProblem } from './rich-text-field';

export type ReplyKind = 'reply' | 'note';

interface ReplyDraft {
  body: string;
}
const isReplyDraft = (value: unknown): value is ReplyDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { body?: unknown }).body === 'string';

export interface ReplyBoxProps {
  ticket: TicketDetail;
  /** Reply to the customer or internal note (the r / n shortcuts set it). */
  kind: ReplyKind;
  onKindChange: (kind: ReplyKind) => void;
  /** The editor, for the shortcuts to focus it. */
  editorRef: RefObject<Editor | null>;
}

/**
 * Reply or internal note: rich text, attachments, canned replies, "Send and set status". A reply
 * is sent with the ticket's version from when the agent started writing (`If-Match`): when
 * someone else changed the ticket meanwhile, a dialog shows the change and asks before sending.
 */
export function ReplyBox({ ticket, kind, onKindChange, editorRef }: ReplyBoxProps) {
  const { t } = useTranslation('tickets');
  const agent = useSession((state) => state.userData);
  const agentName = agent?.fullName ?? '';
  const canned = useCannedReplies();
  const send = useAddTicketMessage();
  const queryClient = useQueryClient();
  // The text being written is kept per ticket across a reload or a new sign-in of the same
  // account (attachments, up to 5 MB each, are not), with the version it was written against.
  const draft = useFormDraft(`tickets.reply.${ticket.id}`, isReplyDraft);
  const [body, setBody] = useState(() => draft.restored?.values.body ?? '');
  const writing = bodyText(body).length > 0;
  const startRef = useReplyStart(ticket, writing, draft.restored?.version);
  const saveDraft = draft.save;
  useEffect(() => {
    saveDraft({ body }, writing, startRef.current?.version);
  }, [body, writing, startRef, saveDraft]);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refused reply waiting for the agent's choice, with what to send again and with which version.
  const [stale, setStale] = useState<{
    conflict: ReplyConflict;
    message: TicketMessageBody;
    /** The ticket as the 412 answered it, and its version. */
    current: TicketDetail;
    version: string | null;
  } | null>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) editorRef.current?.commands.focus('end');
  }, [refocus, editorRef]);

  const insertCanned = (id: string | null) => {
    const reply = canned.data?.find((candidate) => candidate.id === id);
    if (!reply) return;
    const filled = fillPlaceholders(reply.body, {
      'customer.name': ticket.customer.name,
      'contact.name': ticket.contact.name,
      'ticket.number': ticket.number,
      'agent.name': agentName,
    });
    setBody((current) => (current ? `${current}${filled}` : filled));
    editorRef.current?.commands.focus('end');
  };

  /**
   * A 412: the ticket as it is now goes on screen and the agent is asked, unless every change
   * since they started writing was their own (a status set in the side panel): then it is sent
   * again with the new version.
   */
  const refused = (error: unknown, message: TicketMessageBody): boolean => {
    const answer = conflictBody(error);
    const parsed = answer ? ticketDetailSchema.safeParse(answer.current) : null;
    if (!answer || !parsed?.success || !agent) return false;
    const version = error instanceof ApiError ? error.etag : null;
    const current = withVersion(parsed.data, version);
    queryClient.setQueryData(ticketKeys.detail(ticket.id), current);
    const changes = replyChangesSince(startRef.current ?? replyStartOf(ticket), current, agent);
    if (answer.changedBy?.id === agent.id && !changes.byOthers) {
      startRef.current = replyStartOf(current, version);
      deliver(message);
      return true;
    }
    setStale({
      conflict: { changedBy: answer.changedBy, changedAt: answer.changedAt, changes },
      message,
      current,
      version,
    });
    return true;
  };

  /** Sends the reply from the version remembered; `focusAfter`: the editor takes the focus after. */
  const deliver = (message: TicketMessageBody, focusAfter = false) => {
    send.mutate(
      { id: ticket.id, message, ifMatch: startRef.current?.version ?? null },
      {
        onSuccess: () => {
          setStale(null);
          if (focusAfter) setRefocus((count) => count + 1);
          draft.clear();
          setBody('');
          setAttachments([]);
          notify.success(t(message.kind === 'note' ? 'reply.noteAdded' : 'reply.sent'));
        },
        onError: (error) => {
          setStale(null);
          if (refused(error, message)) return;
          if (focusAfter) setRefocus((count) => count + 1);
          const fields = apiFieldErrors(error, t);
          if (fields && Object.keys(fields).length > 0) setErrors(fields);
          else notify.error(apiErrorMessage(error, t));
        },
      },
    );
  };

  const submit = (status?: TicketStatus) => {
    const message = { kind, body, attachments, ...(status ? { status } : {}) };
    const problem = bodyProblem(body, t);
    if (problem) {
      setErrors({ body: problem });
      editorRef.current?.commands.focus();
      return;
    }
    setErrors({});
    deliver(message);
  };

  /** The agent has now seen the ticket as it is: their next Send goes from this version. */
  const review = () => {
    if (stale) {
      startRef.current = replyStartOf(stale.current, stale.version);
      saveDraft({ body }, writing, stale.version);
    }
    setStale(null);
    setRefocus((count) => count + 1);
  };

  const sendAnyway = () => {
    if (!stale) return;
    startRef.current = replyStartOf(stale.current, stale.version);
    deliver(stale.message, true);
  };

  const note = kind === 'note';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={t('reply.title')}
      style={note ? { background: 'var(--mantine-color-yellow-light)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => onKindChange(value === 'note' ? 'note' : 'reply')}
            data={[
              { value: 'reply', label: t('reply.reply') },
              { value: 'note', label: t('reply.note') },
            ]}
            aria-label={t('reply.kind')}
          />
          <Select
            aria-label={t('reply.canned')}
            placeholder={t('reply.canned')}
            data={(canned.data ?? []).map((reply) => ({ value: reply.id, label: reply.title }))}
            value={null}
            onChange={insertCanned}
            w={220}
            size="xs"
            // In the page's landmarks, not a portal at the end of the body (axe region).
            comboboxProps={{ withinPortal: false }}
          />
        </Group>
        {note ? (
          <Text size="xs" c="dimmed">
            {t('reply.noteHint')}
          </Text>
        ) : null}
        <RichTextField
          label={note ? t('reply.noteLabel') : t('reply.replyLabel')}
          value={body}
          onChange={setBody}
          error={errors.body ?? null}
          editorRef={editorRef}
          minHeight={100}
        />
        <AttachmentInput
          value={attachments}
          onChange={setAttachments}
          error={
            Object.entries(errors)
              .filter(([key]) => key.startsWith('attachments'))
              .map(([, message]) => message)[0] ?? null
          }
        />
        <Group justify="flex-end" gap="xs">
          <Button
            leftSection={<RiSendPlaneLine size={16} aria-hidden />}
            loading={send.isPending}
            onClick={() => submit()}
          >
            {note ? t('reply.addNote') : t('reply.send')}
          </Button>
          <Menu withinPortal={false} position="top-end">
            <Menu.Target>
              <Button
                variant="light"
                rightSection={<RiArrowDownSLine size={16} aria-hidden />}
                disabled={send.isPending}
              >
                {t('reply.sendAndSet')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {TICKET_STATUSES.filter((status) => status !== 'new').map((status) => (
                <Menu.Item key={status} onClick={() => submit(status)}>
                  {t('reply.sendAs', { status: t(`status.${status}`) })}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
      <ReplyConflictDialog
        conflict={stale?.conflict ?? null}
        me={agent?.id ?? 0}
        onReview={review}
        onSendAnyway={sendAnyway}
        sending={send.isPending}
      />
    </Paper>
  );
}
