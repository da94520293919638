import '@mantine/tiptap/styles.css';
import { Alert, Button, Group, Modal, Stack, TagsInput, TextInput, Input } from '@mantine/core';
import { RichTextEditor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { notify, useApiError } from '@portal/design';
import { EMAIL_MESSAGES } from '@portal/contract';
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
}

export const EMPTY_DRAFT: ComposeDraft = { to: [], cc: [], subject: '', html: '' };

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const editor = useEditor({
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

  const submit = (action: 'send' | 'draft') => {
    const bad = [...to, ...cc, ...bcc].find((address) => !ADDRESS.test(address));
    const local: Record<string, string> = {};
    if (bad) local.to = t('email.compose.badAddress', { address: bad });
    else if (action === 'send' && to.length === 0) local.to = t('email.compose.noRecipient');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
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
      },
      {
        onSuccess: () => {
          notify.success(t(action === 'send' ? 'email.compose.sent' : 'email.compose.saved'));
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields.to === EMAIL_MESSAGES.noRecipient) fields.to = t('email.compose.noRecipient');
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(message(error));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('email.compose.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
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
          value={subject}
          maxLength={200}
          error={errors.subject}
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
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
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
    </Modal>
  );
}
