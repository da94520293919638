import { DemoPage } from '../../../components/demo-page';
import CardWidgetsDemo from './card-widgets-demo';
import demoCode from './card-widgets-demo.tsx?raw';

export default function CardWidgetsPage() {
  return (
    <DemoPage
      titleKey="cards.widgets.title"
      columns={1}
      demos={[{ titleKey: 'cards.widgets.demo', component: CardWidgetsDemo, code: demoCode }]}
    />
  );
}
