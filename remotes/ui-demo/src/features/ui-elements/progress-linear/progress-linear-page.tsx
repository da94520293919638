import { DemoPage } from '../../../components/demo-page';
import ProgressLinearDemo from './progress-linear-demo';
import linearCode from './progress-linear-demo.tsx?raw';
import ProgressSections from './progress-sections';
import sectionsCode from './progress-sections.tsx?raw';

export default function ProgressLinearPage() {
  return (
    <DemoPage
      titleKey="components.progressLinear.title"
      demos={[
        {
          titleKey: 'components.progressLinear.colors',
          component: ProgressLinearDemo,
          code: linearCode,
        },
        {
          titleKey: 'components.progressLinear.sections',
          component: ProgressSections,
          code: sectionsCode,
        },
      ]}
    />
  );
}
