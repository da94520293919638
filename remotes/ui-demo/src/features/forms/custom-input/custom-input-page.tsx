import { DemoPage } from '../../../components/demo-page';
import CheckboxCards from './checkbox-cards';
import checkboxCode from './checkbox-cards.tsx?raw';
import RadioCards from './radio-cards';
import radioCode from './radio-cards.tsx?raw';

export default function CustomInputPage() {
  return (
    <DemoPage
      titleKey="forms.customInput.title"
      columns={1}
      demos={[
        { titleKey: 'forms.customInput.radio', component: RadioCards, code: radioCode },
        { titleKey: 'forms.customInput.checkbox', component: CheckboxCards, code: checkboxCode },
      ]}
    />
  );
}
