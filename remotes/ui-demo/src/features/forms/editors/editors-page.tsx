import '@mantine/tiptap/styles.css';
import { DemoPage } from '../../../components/demo-page';
import EditorBasic from './editor-basic';
import basicCode from './editor-basic.tsx?raw';
import EditorFull from './editor-full';
import fullCode from './editor-full.tsx?raw';

export default function EditorsPage() {
  return (
    <DemoPage
      titleKey="forms.editors.title"
      columns={1}
      demos={[
        { titleKey: 'forms.editors.basic', component: EditorBasic, code: basicCode },
        { titleKey: 'forms.editors.full', component: EditorFull, code: fullCode },
      ]}
    />
  );
}
