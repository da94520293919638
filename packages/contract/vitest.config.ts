import { nodeProject } from '../../vitest.shared';

export default nodeProject('@portal/contract');
