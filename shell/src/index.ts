import { holdSearchShortcut } from './lib/early-search-key';
import { isGuest } from './login/decide';

// Signed in: Ctrl/⌘+K works from the first script, before the frame has painted.
if (!isGuest(document.cookie)) holdSearchShortcut();
void import('./bootstrap');
