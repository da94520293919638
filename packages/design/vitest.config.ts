import { browserProject } from '../../vitest.shared';

// Isolated: the preferences' cookie test finds no cookie when its files share one module graph.
export default browserProject('@portal/design', [], { isolate: true });
