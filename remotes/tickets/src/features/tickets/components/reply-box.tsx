import { Button, Group, Menu, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useSession } from '@portal/auth';
import {
  TICKET_STATUSES,
  bodyText,
  fillPlaceholders,
  type Attachment,
  type TicketDetail,
  type TicketStatus,
} from '@portal/contract';
import { apiErrorMessage, apiFieldErrors, notify, useFormDraft } from '@portal/design';
import { RiArrowDownSLine, RiSendPlaneLine } from '@remixicon/react';
import type { Editor } from '@tiptap/react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCannedReplies } from '../api/get-tickets';
import { useAddTicketMessage } from '../api/update-ticket';
import { AttachmentInput } from './attachment-input';
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

/** Reply or internal note: rich text, attachments, canned replies, "Send and set status". */
export function ReplyBox({ ticket, kind, onKindChange, editorRef }: ReplyBoxProps) {
  const { t } = useTranslation('tickets');
  const agentName = useSession((state) => state.userData?.fullName ?? '');
  const canned = useCannedReplies();
  const send = useAddTicketMessage();
  // The text being written is kept per ticket across a reload or a new sign-in of the same
  // account (attachments, up to 5 MB each, are not).
  const draft = useFormDraft(`tickets.reply.${ticket.id}`, isReplyDraft);
  const [body, setBody] = useState(() => draft.restored?.values.body ?? '');
  const saveDraft = draft.save;
  useEffect(() => {
    saveDraft({ body }, bodyText(body).length > 0);
  }, [body, saveDraft]);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

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

  const submit = (status?: TicketStatus) => {
    const message = { kind, body, attachments, ...(status ? { status } : {}) };
    const problem = bodyProblem(body, t);
    if (problem) {
      setErrors({ body: problem });
      editorRef.current?.commands.focus();
      return;
    }
    setErrors({});
    send.mutate(
      { id: ticket.id, message },
      {
        onSuccess: () => {
          draft.clear();
          setBody('');
          setAttachments([]);
          notify.success(t(kind === 'note' ? 'reply.noteAdded' : 'reply.sent'));
        },
        onError: (error) => {
          const fields = apiFieldErrors(error, t);
          if (fields && Object.keys(fields).length > 0) setErrors(fields);
          else notify.error(apiErrorMessage(error, t));
        },
      },
    );
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
    </Paper>
  );
}
