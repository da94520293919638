import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export default function EditorBasic() {
  const { t } = useTranslation('ui-demo');
  const editor = useEditor({
    extensions: [StarterKit],
    content: `<p>${t('sample.editorText')}</p>`,
    immediatelyRender: false,
    // The editable area is the text field: it carries the name (axe aria-input-field-name).
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('forms.editors.basic'),
      },
    },
  });
  return (
    <RichTextEditor editor={editor} aria-label={t('forms.editors.basic')}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
