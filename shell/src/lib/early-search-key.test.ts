import { afterEach, describe, expect, it } from 'vitest';
import { holdSearchShortcut, releaseSearchShortcut } from './early-search-key';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

describe('the search shortcut pressed while the portal loads', () => {
  afterEach(() => {
    releaseSearchShortcut();
  });

  it('is held (the browser does not act on it) and reported once at release', () => {
    holdSearchShortcut();
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(releaseSearchShortcut()).toBe(true);
    expect(releaseSearchShortcut()).toBe(false);
  });

  it('counts ⌘K and a capital K too, but no other key', () => {
    holdSearchShortcut();
    expect(press({ key: 'K', metaKey: true }).defaultPrevented).toBe(true);
    expect(releaseSearchShortcut()).toBe(true);
    holdSearchShortcut();
    expect(press({ key: 'k' }).defaultPrevented).toBe(false);
    expect(press({ key: 'j', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press({ key: 'k', ctrlKey: true, altKey: true }).defaultPrevented).toBe(false);
    expect(releaseSearchShortcut()).toBe(false);
  });

  it('lets the key through once released', () => {
    holdSearchShortcut();
    releaseSearchShortcut();
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(releaseSearchShortcut()).toBe(false);
  });
});
