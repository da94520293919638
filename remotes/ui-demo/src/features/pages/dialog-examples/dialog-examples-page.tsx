import { DemoPage } from '../../../components/demo-page';
import AddCardDialog from './add-card-dialog';
import addCardCode from './add-card-dialog.tsx?raw';
import AddressDialog from './address-dialog';
import addressCode from './address-dialog.tsx?raw';
import CreateAppDialog from './create-app-dialog';
import createAppCode from './create-app-dialog.tsx?raw';
import EditUserDialog from './edit-user-dialog';
import editUserCode from './edit-user-dialog.tsx?raw';
import PaymentMethodsDialog from './payment-methods-dialog';
import paymentMethodsCode from './payment-methods-dialog.tsx?raw';
import PricingDialog from './pricing-dialog';
import pricingCode from './pricing-dialog.tsx?raw';
import ReferEarnDialog from './refer-earn-dialog';
import referEarnCode from './refer-earn-dialog.tsx?raw';
import ShareDialog from './share-dialog';
import shareCode from './share-dialog.tsx?raw';
import TwoStepDialog from './two-step-dialog';
import twoStepCode from './two-step-dialog.tsx?raw';

export default function DialogExamplesPage() {
  return (
    <DemoPage
      titleKey="dialogs.title"
      demos={[
        { titleKey: 'dialogs.share', component: ShareDialog, code: shareCode },
        { titleKey: 'dialogs.addCard', component: AddCardDialog, code: addCardCode },
        { titleKey: 'dialogs.pricing', component: PricingDialog, code: pricingCode },
        { titleKey: 'dialogs.referEarn', component: ReferEarnDialog, code: referEarnCode },
        { titleKey: 'dialogs.addAddress', component: AddressDialog, code: addressCode },
        { titleKey: 'dialogs.editUser', component: EditUserDialog, code: editUserCode },
        { titleKey: 'dialogs.createApp', component: CreateAppDialog, code: createAppCode },
        { titleKey: 'dialogs.twoStepSetup', component: TwoStepDialog, code: twoStepCode },
        {
          titleKey: 'dialogs.paymentMethods',
          component: PaymentMethodsDialog,
          code: paymentMethodsCode,
        },
      ]}
    />
  );
}
