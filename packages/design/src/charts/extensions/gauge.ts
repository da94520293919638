export { GaugeChart as default } from 'echarts/charts';
