import { browserProject } from '../../vitest.shared';

export default browserProject('billing');
