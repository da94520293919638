import { DemoPage } from '../../../components/demo-page';
import CheckoutWizard from './checkout-wizard';
import wizardCode from './checkout-wizard.tsx?raw';

export default function CheckoutPage() {
  return (
    <DemoPage
      titleKey="checkout.title"
      introKey="wizard.intro"
      columns={1}
      demos={[{ titleKey: 'checkout.demo', component: CheckoutWizard, code: wizardCode }]}
    />
  );
}
