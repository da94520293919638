export { ScatterChart as default } from 'echarts/charts';
