import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TICKET_LIMITS, bodyText } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useEffect, type RefObject } from 'react';

export interface RichTextFieldProps {
  /** Visible label of the editor. */
  label: string;
  /** HTML value. */
  value: string;
  /** Called with the new HTML as the user types. */
  onChange: (html: string) => void;
  /** Error shown under the editor. Default: none. */
  error?: string | null;
  /** Marks the field required. Default: false. */
  required?: boolean;
  /** Receives the editor (focus from a shortcut). Default: none. */
  editorRef?: RefObject<Editor | null>;
  /** Minimum height of the writing area. Default: 140. */
  minHeight?: number;
}

/** A rich text box (bold, italic, lists, links, code) over tiptap, labelled like a field. */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  required = false,
  editorRef,
  minHeight = 140,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        style: `min-height: ${minHeight}px`,
      },
    },
  });

  useEffect(() => {
    if (editorRef) editorRef.current = editor;
  }, [editor, editorRef]);

  // A value set from outside (canned reply, reset after sending, a restored draft).
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    const apply = () => {
      const dom = editor.view.dom;
      if (error) {
        dom.setAttribute('aria-invalid', 'true');
        dom.setAttribute('aria-describedby', errorId);
      } else {
        dom.removeAttribute('aria-invalid');
        dom.removeAttribute('aria-describedby');
      }
      if (required) dom.setAttribute('aria-required', 'true');
    };
    // tiptap creates the view when the editor mounts in the page, which may come after this
    // effect: reading `editor.view` before then throws (and took the whole form down).
    try {
      apply();
      return;
    } catch {
      editor.on('mount', apply);
      return () => {
        editor.off('mount', apply);
      };
    }
  }, [editor, error, errorId, required]);

  return (
    <div>
      <Input.Label id={labelId} required={required} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor} variant="subtle">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {error ? (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}

/** Why a message body cannot be sent (empty, too long), translated; null when it can. */
export function bodyProblem(html: string, t: TFunction<'tickets'>): string | null {
  if (bodyText(html) === '') return t('reply.empty');
  if (html.length > TICKET_LIMITS.body) return t('reply.tooLong', { max: TICKET_LIMITS.body });
  return null;
}
