import { DemoPage } from '../../../components/demo-page';
import SelectDemo from './select-demo';
import selectCode from './select-demo.tsx?raw';

export default function SelectPage() {
  return (
    <DemoPage
      titleKey="forms.select.title"
      columns={1}
      demos={[{ titleKey: 'forms.select.demo', component: SelectDemo, code: selectCode }]}
    />
  );
}
