import { DemoPage } from '../../../components/demo-page';
import CheckboxGroupDemo from './checkbox-group';
import groupCode from './checkbox-group.tsx?raw';
import CheckboxStates from './checkbox-states';
import statesCode from './checkbox-states.tsx?raw';

export default function CheckboxPage() {
  return (
    <DemoPage
      titleKey="forms.checkbox.title"
      demos={[
        { titleKey: 'forms.checkbox.states', component: CheckboxStates, code: statesCode },
        { titleKey: 'forms.checkbox.group', component: CheckboxGroupDemo, code: groupCode },
      ]}
    />
  );
}
