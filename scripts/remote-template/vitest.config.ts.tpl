import { browserProject } from '../../vitest.shared';

export default browserProject('__NAME__');
