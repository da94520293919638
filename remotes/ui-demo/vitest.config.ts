import { mergeConfig } from 'vitest/config';
import { browserProject } from '../../vitest.shared';

// The icons page's whole-set module (an alias of the build, see rsbuild.config.ts) is the package
// itself in tests.
export default mergeConfig(browserProject('ui-demo'), {
  resolve: { alias: { '@remixicon/react-all': '@remixicon/react' } },
});
