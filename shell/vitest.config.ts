import { browserProject } from '../vitest.shared';

export default browserProject('shell', [
  new URL('./src/testing/setup.ts', import.meta.url).pathname,
]);
