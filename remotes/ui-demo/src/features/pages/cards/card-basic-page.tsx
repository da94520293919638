import { DemoPage } from '../../../components/demo-page';
import CardBasicDemo from './card-basic-demo';
import demoCode from './card-basic-demo.tsx?raw';

export default function CardBasicPage() {
  return (
    <DemoPage
      titleKey="cards.basic.title"
      columns={1}
      demos={[{ titleKey: 'cards.basic.demo', component: CardBasicDemo, code: demoCode }]}
    />
  );
}
