import { DemoPage } from '../../../components/demo-page';
import BadgeIndicator from './badge-indicator';
import indicatorCode from './badge-indicator.tsx?raw';
import BadgeVariants from './badge-variants';
import variantsCode from './badge-variants.tsx?raw';

export default function BadgePage() {
  return (
    <DemoPage
      titleKey="components.badge.title"
      demos={[
        { titleKey: 'components.badge.variants', component: BadgeVariants, code: variantsCode },
        { titleKey: 'components.badge.indicator', component: BadgeIndicator, code: indicatorCode },
      ]}
    />
  );
}
