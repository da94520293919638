import { DemoPage } from '../../../components/demo-page';
import CardActionsDemo from './card-actions-demo';
import demoCode from './card-actions-demo.tsx?raw';

export default function CardActionsPage() {
  return (
    <DemoPage
      titleKey="cards.actions.title"
      columns={1}
      demos={[{ titleKey: 'cards.actions.demo', component: CardActionsDemo, code: demoCode }]}
    />
  );
}
