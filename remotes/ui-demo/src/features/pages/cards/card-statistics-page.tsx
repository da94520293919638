import { DemoPage } from '../../../components/demo-page';
import CardStatisticsDemo from './card-statistics-demo';
import demoCode from './card-statistics-demo.tsx?raw';

export default function CardStatisticsPage() {
  return (
    <DemoPage
      titleKey="cards.statistics.title"
      columns={1}
      demos={[{ titleKey: 'cards.statistics.demo', component: CardStatisticsDemo, code: demoCode }]}
    />
  );
}
