import { DemoPage } from '../../../components/demo-page';
import WizardIcons from './wizard-icons';
import wizardCode from './wizard-icons.tsx?raw';

export default function FormWizardIconsPage() {
  return (
    <DemoPage
      titleKey="forms.formWizardIcons.title"
      columns={1}
      demos={[{ titleKey: 'forms.formWizardIcons.demo', component: WizardIcons, code: wizardCode }]}
    />
  );
}
