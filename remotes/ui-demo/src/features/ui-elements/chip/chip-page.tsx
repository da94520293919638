import { DemoPage } from '../../../components/demo-page';
import ChipClosable from './chip-closable';
import closableCode from './chip-closable.tsx?raw';
import ChipVariants from './chip-variants';
import variantsCode from './chip-variants.tsx?raw';

export default function ChipPage() {
  return (
    <DemoPage
      titleKey="components.chip.title"
      demos={[
        { titleKey: 'components.chip.variants', component: ChipVariants, code: variantsCode },
        { titleKey: 'components.chip.closable', component: ChipClosable, code: closableCode },
      ]}
    />
  );
}
