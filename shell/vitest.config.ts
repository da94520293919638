import { browserProject } from '../vitest.shared';

// Isolated: its tests replace the federation registry and the remotes' loaders (`vi.mock`).
export default browserProject('shell', [], { isolate: true });
