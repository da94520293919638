import { DemoPage } from '../../../components/demo-page';
import CardAdvanceDemo from './card-advance-demo';
import demoCode from './card-advance-demo.tsx?raw';

export default function CardAdvancePage() {
  return (
    <DemoPage
      titleKey="cards.advance.title"
      columns={1}
      demos={[{ titleKey: 'cards.advance.demo', component: CardAdvanceDemo, code: demoCode }]}
    />
  );
}
