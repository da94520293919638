export { CandlestickChart as default } from 'echarts/charts';
