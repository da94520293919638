import { DemoPage } from '../../../components/demo-page';
import LoadersDemo from './loaders-demo';
import loadersCode from './loaders-demo.tsx?raw';
import RingProgressDemo from './ring-progress-demo';
import ringCode from './ring-progress-demo.tsx?raw';

export default function ProgressCircularPage() {
  return (
    <DemoPage
      titleKey="components.progressCircular.title"
      demos={[
        {
          titleKey: 'components.progressCircular.ring',
          component: RingProgressDemo,
          code: ringCode,
        },
        {
          titleKey: 'components.progressCircular.loaders',
          component: LoadersDemo,
          code: loadersCode,
        },
      ]}
    />
  );
}
