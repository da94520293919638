import { browserProject } from '../../vitest.shared';

export default browserProject('@portal/design');
