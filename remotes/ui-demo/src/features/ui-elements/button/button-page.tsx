import { DemoPage } from '../../../components/demo-page';
import ButtonGroupDemo from './button-group';
import groupCode from './button-group.tsx?raw';
import ButtonSizes from './button-sizes';
import sizesCode from './button-sizes.tsx?raw';
import ButtonVariants from './button-variants';
import variantsCode from './button-variants.tsx?raw';

export default function ButtonPage() {
  return (
    <DemoPage
      titleKey="components.button.title"
      demos={[
        { titleKey: 'components.button.variants', component: ButtonVariants, code: variantsCode },
        { titleKey: 'components.button.sizes', component: ButtonSizes, code: sizesCode },
        { titleKey: 'components.button.group', component: ButtonGroupDemo, code: groupCode },
      ]}
    />
  );
}
