// `npm run shared:exports`: writes shared-exports.json, the exports of the tree-shaken shared
// packages the portal uses today (see shared-exports.ts).
import { SHARED_EXPORTS_FILE, writeSharedExports } from './shared-exports';

writeSharedExports();
console.log(`written: ${SHARED_EXPORTS_FILE}`);
