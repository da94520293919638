import { DemoPage } from '../../../components/demo-page';
import TextfieldSections from './textfield-sections';
import sectionsCode from './textfield-sections.tsx?raw';
import TextfieldVariants from './textfield-variants';
import variantsCode from './textfield-variants.tsx?raw';

export default function TextfieldPage() {
  return (
    <DemoPage
      titleKey="forms.textfield.title"
      columns={1}
      demos={[
        { titleKey: 'forms.textfield.variants', component: TextfieldVariants, code: variantsCode },
        { titleKey: 'forms.textfield.sections', component: TextfieldSections, code: sectionsCode },
      ]}
    />
  );
}
