/**
 * Ctrl/⌘+K pressed while the portal is still loading (right after sign-in the dashboard's URL
 * shows before the frame's search exists): held here from the first script, then replayed by
 * the search once it has mounted. Without it the key press is simply lost.
 */
let held = false;
let listening = false;

const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

function onKeyDown(event: KeyboardEvent) {
  if (!isSearchShortcut(event)) return;
  event.preventDefault();
  held = true;
}

/** Starts holding the shortcut (the shell's first script, signed-in visitors only). */
export function holdSearchShortcut(target: Window = window) {
  if (listening) return;
  listening = true;
  target.addEventListener('keydown', onKeyDown, true);
}

/** Stops holding; true when the shortcut was pressed meanwhile (the search then opens). */
export function releaseSearchShortcut(target: Window = window): boolean {
  target.removeEventListener('keydown', onKeyDown, true);
  listening = false;
  const pressed = held;
  held = false;
  return pressed;
}
