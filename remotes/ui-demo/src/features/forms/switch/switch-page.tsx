import { DemoPage } from '../../../components/demo-page';
import SwitchDemo from './switch-demo';
import switchCode from './switch-demo.tsx?raw';

export default function SwitchPage() {
  return (
    <DemoPage
      titleKey="forms.switch.title"
      columns={1}
      demos={[{ titleKey: 'forms.switch.demo', component: SwitchDemo, code: switchCode }]}
    />
  );
}
