// Where each app lives and which port serves it: derived from remotes.registry.json.
import { appList } from './registry.mjs';

export const APPS = appList();
