import { DemoPage } from '../../../components/demo-page';
import AlertClosable from './alert-closable';
import closableCode from './alert-closable.tsx?raw';
import AlertColors from './alert-colors';
import colorsCode from './alert-colors.tsx?raw';
import AlertVariants from './alert-variants';
import variantsCode from './alert-variants.tsx?raw';

export default function AlertPage() {
  return (
    <DemoPage
      titleKey="components.alert.title"
      demos={[
        { titleKey: 'components.alert.colors', component: AlertColors, code: colorsCode },
        { titleKey: 'components.alert.variants', component: AlertVariants, code: variantsCode },
        { titleKey: 'components.alert.closable', component: AlertClosable, code: closableCode },
      ]}
    />
  );
}
