import { DemoPage } from '../../../components/demo-page';
import PricingPlans from './pricing-plans';
import plansCode from './pricing-plans.tsx?raw';

export default function PricingPage() {
  return (
    <DemoPage
      titleKey="pricing.title"
      introKey="pricing.intro"
      columns={1}
      demos={[{ titleKey: 'pricing.demo', component: PricingPlans, code: plansCode }]}
    />
  );
}
