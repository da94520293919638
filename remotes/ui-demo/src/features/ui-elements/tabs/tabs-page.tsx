import { DemoPage } from '../../../components/demo-page';
import TabsVariants from './tabs-variants';
import variantsCode from './tabs-variants.tsx?raw';
import TabsVertical from './tabs-vertical';
import verticalCode from './tabs-vertical.tsx?raw';

export default function TabsPage() {
  return (
    <DemoPage
      titleKey="components.tabs.title"
      demos={[
        { titleKey: 'components.tabs.variants', component: TabsVariants, code: variantsCode },
        { titleKey: 'components.tabs.vertical', component: TabsVertical, code: verticalCode },
      ]}
    />
  );
}
