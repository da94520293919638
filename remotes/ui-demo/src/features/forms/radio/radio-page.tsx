import { DemoPage } from '../../../components/demo-page';
import RadioDemo from './radio-demo';
import radioCode from './radio-demo.tsx?raw';

export default function RadioPage() {
  return (
    <DemoPage
      titleKey="forms.radio.title"
      columns={1}
      demos={[{ titleKey: 'forms.radio.demo', component: RadioDemo, code: radioCode }]}
    />
  );
}
