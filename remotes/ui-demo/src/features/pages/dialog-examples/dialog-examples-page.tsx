import { DemoPage } from '../../../components/demo-page';
import AddCardDialog from './add-card-dialog';
import addCardCode from './add-card-dialog.tsx?raw';
import ShareDialog from './share-dialog';
import shareCode from './share-dialog.tsx?raw';

export default function DialogExamplesPage() {
  return (
    <DemoPage
      titleKey="dialogs.title"
      demos={[
        { titleKey: 'dialogs.share', component: ShareDialog, code: shareCode },
        { titleKey: 'dialogs.addCard', component: AddCardDialog, code: addCardCode },
      ]}
    />
  );
}
