import { DemoPage } from '../../../components/demo-page';
import PropertyListingWizard from './property-listing-wizard';
import wizardCode from './property-listing-wizard.tsx?raw';

export default function PropertyListingPage() {
  return (
    <DemoPage
      titleKey="property.title"
      introKey="wizard.intro"
      columns={1}
      demos={[{ titleKey: 'property.demo', component: PropertyListingWizard, code: wizardCode }]}
    />
  );
}
