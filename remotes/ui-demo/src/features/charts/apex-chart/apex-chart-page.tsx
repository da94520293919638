import { DemoPage } from '../../../components/demo-page';
import AreaChart from './area-chart';
import areaCode from './area-chart.tsx?raw';
import BarChart from './bar-chart';
import barCode from './bar-chart.tsx?raw';
import HorizontalBarChart from './horizontal-bar-chart';
import horizontalBarCode from './horizontal-bar-chart.tsx?raw';
import LineChart from './line-chart';
import lineCode from './line-chart.tsx?raw';
import ScatterChart from './scatter-chart';
import scatterCode from './scatter-chart.tsx?raw';
import CandlestickChart from './candlestick-chart';
import candlestickCode from './candlestick-chart.tsx?raw';
import HeatmapChart from './heatmap-chart';
import heatmapCode from './heatmap-chart.tsx?raw';
import RadialBarChart from './radial-bar-chart';
import radialBarCode from './radial-bar-chart.tsx?raw';
import RadarChart from './radar-chart';
import radarCode from './radar-chart.tsx?raw';
import DonutChart from './donut-chart';
import donutCode from './donut-chart.tsx?raw';

export default function ApexChartPage() {
  return (
    <DemoPage
      titleKey="charts.apexChart.title"
      introKey="charts.apexChart.intro"
      demos={[
        { titleKey: 'charts.area', component: AreaChart, code: areaCode },
        { titleKey: 'charts.bar', component: BarChart, code: barCode },
        {
          titleKey: 'charts.horizontalBar',
          component: HorizontalBarChart,
          code: horizontalBarCode,
        },
        { titleKey: 'charts.line', component: LineChart, code: lineCode },
        { titleKey: 'charts.scatter', component: ScatterChart, code: scatterCode },
        { titleKey: 'charts.candlestick', component: CandlestickChart, code: candlestickCode },
        { titleKey: 'charts.heatmap', component: HeatmapChart, code: heatmapCode },
        { titleKey: 'charts.radialBar', component: RadialBarChart, code: radialBarCode },
        { titleKey: 'charts.radar', component: RadarChart, code: radarCode },
        { titleKey: 'charts.donut', component: DonutChart, code: donutCode },
      ]}
    />
  );
}
