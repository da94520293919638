export { HeatmapChart as default } from 'echarts/charts';
