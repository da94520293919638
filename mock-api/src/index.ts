export { handlers } from './handlers';
