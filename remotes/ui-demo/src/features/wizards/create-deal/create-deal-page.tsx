import { DemoPage } from '../../../components/demo-page';
import CreateDealWizard from './create-deal-wizard';
import wizardCode from './create-deal-wizard.tsx?raw';

export default function CreateDealPage() {
  return (
    <DemoPage
      titleKey="deal.title"
      introKey="wizard.intro"
      columns={1}
      demos={[{ titleKey: 'deal.demo', component: CreateDealWizard, code: wizardCode }]}
    />
  );
}
