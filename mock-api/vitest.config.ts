import { nodeProject } from '../vitest.shared';

export default nodeProject('@portal/mock-api');
