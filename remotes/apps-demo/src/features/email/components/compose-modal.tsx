import '@mantine/tiptap/styles.css';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Input,
  Modal,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { RiAttachment2, RiCloseLine } from '@remixicon/react';
import { RichTextEditor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  ConfirmDialog,
  LeaveGuard,
  isOverLimit,
  notify,
  useApiError,
  useCharacterLimit,
} from '@portal/design';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_ATTACHMENT_MAX_FILES,
  EMAIL_ATTACHMENT_TYPES,
  EMAIL_MESSAGES,
  base64Bytes,
  type EmailAttachmentUpload,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComposeEmail } from '../api/update-emails';

/** What the compose window opens with (a reply or a forward fills it in). */
export interface ComposeDraft {
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  inReplyTo?: number;
  draftId?: number;
  /** Files carried over (a forward or a draft being edited). */
  attachments?: EmailAttachmentUpload[];
}

export const EMPTY_DRAFT: ComposeDraft = { to: [], cc: [], subject: '', html: '' };

const ACCEPT = EMAIL_ATTACHMENT_TYPES.join(',');
const isAllowedType = (type: string): type is EmailAttachmentUpload['type'] =>
  (EMAIL_ATTACHMENT_TYPES as readonly string[]).includes(type);

/** A picked file as the API takes it: its content in base64. */
function readFile(file: File, type: EmailAttachmentUpload['type']) {
  return new Promise<EmailAttachmentUpload>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve({ fileName: file.name, type, data: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** composeEmailBodySchema's longest subject. */
const SUBJECT_MAX = 200;

interface ComposeModalProps {
  draft: ComposeDraft;
  onClose: () => void;
}

/** Compose: to, cc/bcc, subject and rich text (tiptap); Send saves it in Sent, Save draft in Drafts. */
export function ComposeModal({ draft, onClose }: ComposeModalProps) {
  const { t } = useTranslation('apps-demo');
  const { message, fieldErrors } = useApiError();
  const compose = useComposeEmail();
  const [to, setTo] = useState(draft.to);
  const [cc, setCc] = useState(draft.cc);
  const [bcc, setBcc] = useState<string[]>([]);
  const [showCopies, setShowCopies] = useState(draft.cc.length > 0);
  const [subject, setSubject] = useState(draft.subject);
  const [files, setFiles] = useState<EmailAttachmentUpload[]>(draft.attachments ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const limit = useCharacterLimit();
  const [formError, setFormError] = useState<string | null>(null);
  const [bodyChanged, setBodyChanged] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const editor = useEditor({
    onUpdate: () => setBodyChanged(true),
    extensions: [StarterKit.configure({ link: false }), Link],
    content: draft.html,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': t('email.compose.message'),
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
  });

  /** Client-side checks give the same limits as the contract, translated, before any upload. */
  const attach = async (picked: File[]) => {
    const problems: string[] = [];
    const accepted: EmailAttachmentUpload[] = [];
    for (const file of picked) {
      if (!isAllowedType(file.type))
        problems.push(t('email.compose.attachType', { name: file.name }));
      else if (file.size > EMAIL_ATTACHMENT_MAX_BYTES)
        problems.push(t('email.compose.attachTooLarge', { name: file.name }));
      else if (files.length + accepted.length >= EMAIL_ATTACHMENT_MAX_FILES)
        problems.push(t('email.compose.attachTooMany'));
      else accepted.push(await readFile(file, file.type));
    }
    setFiles((current) => [...current, ...accepted]);
    setErrors((current) => {
      const next = { ...current };
      delete next.attachments;
      if (problems.length > 0) next.attachments = [...new Set(problems)].join(' ');
      return next;
    });
  };

  const serverAttachmentError = (fields: Record<string, string>) => {
    const messages = Object.entries(fields)
      .filter(([key]) => key.startsWith('attachments'))
      .map(([, text]) =>
        text === EMAIL_MESSAGES.attachmentTooLarge
          ? t('email.compose.attachTooLargeAny')
          : text === EMAIL_MESSAGES.attachmentType
            ? t('email.compose.attachTypeAny')
            : text === EMAIL_MESSAGES.tooManyAttachments
              ? t('email.compose.attachTooMany')
              : text,
      );
    return messages.length > 0 ? [...new Set(messages)].join(' ') : undefined;
  };

  // Nothing typed is lost without asking: closing a changed message asks first.
  const changed =
    bodyChanged ||
    subject !== draft.subject ||
    to.join() !== draft.to.join() ||
    cc.join() !== draft.cc.join() ||
    bcc.length > 0 ||
    files.length !== (draft.attachments ?? []).length;
  const requestClose = () => (changed ? setConfirmDiscard(true) : onClose());

  const submit = (action: 'send' | 'draft') => {
    const bad = [...to, ...cc, ...bcc].find((address) => !ADDRESS.test(address));
    const local: Record<string, string> = {};
    if (bad) local.to = t('email.compose.badAddress', { address: bad });
    else if (action === 'send' && to.length === 0) local.to = t('email.compose.noRecipient');
    setErrors(local);
    // A subject over the limit says so beside the field; nothing is sent.
    if (Object.keys(local).length > 0 || isOverLimit(subject, SUBJECT_MAX)) return;
    setFormError(null);
    compose.mutate(
      {
        to,
        cc,
        bcc,
        subject,
        message: editor?.getHTML() ?? '',
        action,
        inReplyTo: draft.inReplyTo,
        draftId: draft.draftId,
        attachments: files,
      },
      {
        onSuccess: () => {
          notify.success(t(action === 'send' ? 'email.compose.sent' : 'email.compose.saved'));
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields.to === EMAIL_MESSAGES.noRecipient) fields.to = t('email.compose.noRecipient');
          const attachments = serverAttachmentError(fields);
          if (attachments) fields.attachments = attachments;
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(message(error));
        },
      },
    );
  };

  return (
    <Modal opened onClose={requestClose} title={t('email.compose.title')} size="lg">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TagsInput
          label={t('email.compose.to')}
          value={to}
          onChange={setTo}
          error={errors.to}
          description={t('email.compose.addressHint')}
          maxTags={50}
        />
        {showCopies ? (
          <>
            <TagsInput
              label={t('email.compose.cc')}
              value={cc}
              onChange={setCc}
              maxTags={50}
              error={errors.cc}
            />
            <TagsInput
              label={t('email.compose.bcc')}
              value={bcc}
              onChange={setBcc}
              maxTags={50}
              error={errors.bcc}
            />
          </>
        ) : (
          <Group>
            <Button size="xs" variant="subtle" onClick={() => setShowCopies(true)}>
              {t('email.compose.addCopies')}
            </Button>
          </Group>
        )}
        <TextInput
          label={t('email.compose.subject')}
          {...limit({ value: subject, error: errors.subject }, SUBJECT_MAX)}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Input.Wrapper label={t('email.compose.message')} id="compose-message-label">
          <RichTextEditor editor={editor} aria-labelledby="compose-message-label">
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Strikethrough />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content mih={160} />
          </RichTextEditor>
        </Input.Wrapper>
        <Input.Wrapper
          label={t('email.compose.attachments')}
          description={t('email.compose.attachHint')}
          error={errors.attachments}
          id="compose-attachments"
        >
          <Stack gap={4} mt={4}>
            {files.length > 0 && (
              <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {files.map((file, index) => (
                  <Group key={`${file.fileName}-${index}`} gap="xs" component="li">
                    <RiAttachment2 size={14} aria-hidden />
                    <Text size="sm">{file.fileName}</Text>
                    <Text size="xs" c="dimmed">
                      {formatSize(base64Bytes(file.data))}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t('email.compose.removeAttachment', { name: file.fileName })}
                      onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    >
                      <RiCloseLine size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            )}
            <Group>
              <FileButton onChange={(picked) => void attach(picked)} accept={ACCEPT} multiple>
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="default"
                    leftSection={<RiAttachment2 size={14} aria-hidden />}
                    aria-describedby="compose-attachments-description"
                  >
                    {t('email.compose.attach')}
                  </Button>
                )}
              </FileButton>
            </Group>
          </Stack>
        </Input.Wrapper>
        <Group justify="space-between">
          <Button variant="default" onClick={requestClose}>
            {t('common.cancel')}
          </Button>
          <Group gap="xs">
            <Button variant="light" onClick={() => submit('draft')} loading={compose.isPending}>
              {t('email.compose.saveDraft')}
            </Button>
            <Button onClick={() => submit('send')} loading={compose.isPending}>
              {t('email.compose.send')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <LeaveGuard when={changed && !compose.isSuccess} />
      <ConfirmDialog
        opened={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        onConfirm={onClose}
        title={t('email.compose.discardTitle')}
        message={t('email.compose.discardMessage')}
        confirmLabel={t('email.compose.discard')}
        cancelLabel={t('email.compose.keepEditing')}
      />
    </Modal>
  );
}
