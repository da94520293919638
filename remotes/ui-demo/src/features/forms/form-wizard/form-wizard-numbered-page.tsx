import { DemoPage } from '../../../components/demo-page';
import WizardNumbered from './wizard-numbered';
import wizardCode from './wizard-numbered.tsx?raw';

export default function FormWizardNumberedPage() {
  return (
    <DemoPage
      titleKey="forms.formWizardNumbered.title"
      columns={1}
      demos={[
        { titleKey: 'forms.formWizardNumbered.demo', component: WizardNumbered, code: wizardCode },
      ]}
    />
  );
}
