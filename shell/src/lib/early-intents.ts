/**
 * What someone asks of the portal before the part that answers it is live: a shortcut pressed
 * while the frame is still loading (right after sign-in, the dashboard's URL shows a second or
 * so before the frame). The page's first script starts holding (`login/index.ts`); the control
 * that honours an intent takes it once mounted, then its own handler answers.
 *
 * The page's first script and the federated shell are two bundles with a module copy each: the
 * holder lives on `window` so both see the same one. Kept tiny: it is in the first script.
 */
export type EarlyIntent = 'search';

/** Every shortcut of the portal (Spotlight's `mod + K`: Ctrl or ⌘, no Alt, no Shift). */
const SHORTCUTS: { intent: EarlyIntent; matches(event: KeyboardEvent): boolean }[] = [
  {
    intent: 'search',
    matches: (e) =>
      (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k',
  },
];

interface Holder {
  /** Expressed, not yet taken. */
  held: Set<EarlyIntent>;
  /** Taken: their controls answer now. */
  live: Set<EarlyIntent>;
  onKeyDown: (event: KeyboardEvent) => void;
}

const KEY = '__hostdeskEarlyIntents';
type HolderWindow = Window & { [KEY]?: Holder };

function stop(target: HolderWindow) {
  const holder = target[KEY];
  if (holder) target.removeEventListener('keydown', holder.onKeyDown, true);
  target[KEY] = undefined;
}

/** Starts holding the portal's shortcuts (a signed-in visitor's first script). Idempotent. */
export function holdEarlyIntents(target: Window = window) {
  const w = target as HolderWindow;
  if (w[KEY]) return;
  const holder: Holder = {
    held: new Set(),
    live: new Set(),
    onKeyDown: (event) => {
      const shortcut = SHORTCUTS.find((s) => !holder.live.has(s.intent) && s.matches(event));
      if (!shortcut) return;
      event.preventDefault(); // the portal's, not the browser's (Ctrl+K: the address bar)
      holder.held.add(shortcut.intent);
    },
  };
  w[KEY] = holder;
  target.addEventListener('keydown', holder.onKeyDown, true);
}

/**
 * The control honouring `intent` is live: from now on its own handler answers. True when the
 * intent was expressed meanwhile: honour it now (once).
 */
export function takeEarlyIntent(intent: EarlyIntent, target: Window = window): boolean {
  const w = target as HolderWindow;
  const holder = w[KEY];
  if (!holder) return false;
  holder.live.add(intent);
  const expressed = holder.held.delete(intent);
  if (SHORTCUTS.every((s) => holder.live.has(s.intent))) stop(w);
  return expressed;
}

/** Nothing will honour what is held (the session turned out to be over): forget it, stop holding. */
export function dropEarlyIntents(target: Window = window) {
  stop(target);
}
