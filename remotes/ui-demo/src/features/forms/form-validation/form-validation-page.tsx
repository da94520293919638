import { DemoPage } from '../../../components/demo-page';
import ValidationForm from './validation-form';
import formCode from './validation-form.tsx?raw';

export default function FormValidationPage() {
  return (
    <DemoPage
      titleKey="forms.formValidation.title"
      introKey="forms.formValidation.intro"
      columns={1}
      demos={[{ titleKey: 'forms.formValidation.form', component: ValidationForm, code: formCode }]}
    />
  );
}
