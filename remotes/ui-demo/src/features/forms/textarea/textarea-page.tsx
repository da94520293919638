import { DemoPage } from '../../../components/demo-page';
import TextareaDemo from './textarea-demo';
import textareaCode from './textarea-demo.tsx?raw';

export default function TextareaPage() {
  return (
    <DemoPage
      titleKey="forms.textarea.title"
      columns={1}
      demos={[{ titleKey: 'forms.textarea.demo', component: TextareaDemo, code: textareaCode }]}
    />
  );
}
