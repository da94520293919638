import { DemoPage } from '../../../components/demo-page';
import PanelControlled from './panel-controlled';
import controlledCode from './panel-controlled.tsx?raw';
import PanelVariants from './panel-variants';
import variantsCode from './panel-variants.tsx?raw';

export default function ExpansionPanelPage() {
  return (
    <DemoPage
      titleKey="components.expansionPanel.title"
      demos={[
        {
          titleKey: 'components.expansionPanel.variants',
          component: PanelVariants,
          code: variantsCode,
        },
        {
          titleKey: 'components.expansionPanel.controlled',
          component: PanelControlled,
          code: controlledCode,
        },
      ]}
    />
  );
}
