import { DemoPage } from '../../../components/demo-page';
import LineChart from './line-chart';
import lineCode from './line-chart.tsx?raw';
import RadarChart from './radar-chart';
import radarCode from './radar-chart.tsx?raw';
import PolarAreaChart from './polar-area-chart';
import polarAreaCode from './polar-area-chart.tsx?raw';
import BubbleChart from './bubble-chart';
import bubbleCode from './bubble-chart.tsx?raw';
import ScatterChart from './scatter-chart';
import scatterCode from './scatter-chart.tsx?raw';
import LineAreaChart from './line-area-chart';
import lineAreaCode from './line-area-chart.tsx?raw';
import BarChart from './bar-chart';
import barCode from './bar-chart.tsx?raw';

export default function ChartjsPage() {
  return (
    <DemoPage
      titleKey="charts.chartjs.title"
      introKey="charts.chartjs.intro"
      demos={[
        { titleKey: 'charts.line', component: LineChart, code: lineCode },
        { titleKey: 'charts.radar', component: RadarChart, code: radarCode },
        { titleKey: 'charts.polarArea', component: PolarAreaChart, code: polarAreaCode },
        { titleKey: 'charts.bubble', component: BubbleChart, code: bubbleCode },
        { titleKey: 'charts.scatter', component: ScatterChart, code: scatterCode },
        { titleKey: 'charts.lineArea', component: LineAreaChart, code: lineAreaCode },
        { titleKey: 'charts.bar', component: BarChart, code: barCode },
      ]}
    />
  );
}
