import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyIntents, holdEarlyIntents, takeEarlyIntent } from './early-intents';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

describe('intents expressed while the portal loads', () => {
  afterEach(() => {
    dropEarlyIntents();
  });

  it('holds Ctrl+K (the browser does not act on it) until the search takes it, once', () => {
    holdEarlyIntents();
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(takeEarlyIntent('search')).toBe(true);
    expect(takeEarlyIntent('search')).toBe(false);
  });

  it('counts ⌘K and a capital K, but no other key or modifier', () => {
    holdEarlyIntents();
    expect(press({ key: 'K', metaKey: true }).defaultPrevented).toBe(true);
    expect(takeEarlyIntent('search')).toBe(true);
    holdEarlyIntents();
    expect(press({ key: 'k' }).defaultPrevented).toBe(false);
    expect(press({ key: 'j', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press({ key: 'k', ctrlKey: true, altKey: true }).defaultPrevented).toBe(false);
    expect(press({ key: 'K', ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(false);
    expect(takeEarlyIntent('search')).toBe(false);
  });

  it('lets the key through to the live search once taken', () => {
    holdEarlyIntents();
    expect(takeEarlyIntent('search')).toBe(false);
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(takeEarlyIntent('search')).toBe(false);
  });

  it('forgets what was held when nothing will honour it (the session is over)', () => {
    holdEarlyIntents();
    press({ key: 'k', ctrlKey: true });
    dropEarlyIntents();
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(takeEarlyIntent('search')).toBe(false);
  });

  it('is one holder for the page: held by the first script, taken by the shell bundle', async () => {
    holdEarlyIntents();
    press({ key: 'k', ctrlKey: true });
    // A second copy of the module, as the federated shell's bundle has.
    vi.resetModules();
    const shellCopy = await import('./early-intents');
    expect(shellCopy.takeEarlyIntent).not.toBe(takeEarlyIntent);
    shellCopy.holdEarlyIntents(); // idempotent: keeps what the first script held
    expect(shellCopy.takeEarlyIntent('search')).toBe(true);
  });
});
