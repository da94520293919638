import { createMemoryStorage, type KeyValueStorage } from '@portal/auth';
import { DEFAULT_PREFERENCES, preferencesStore, setPreferencesStorageBackend } from './preferences';

let storage: KeyValueStorage;
beforeEach(() => {
  storage = createMemoryStorage();
  setPreferencesStorageBackend(storage);
});

describe('preferences', () => {
  it('starts from the spec defaults', () => {
    const state = preferencesStore.getState();
    expect(state.language).toBe('en');
    expect(state.theme).toBe('system');
    expect(state.skin).toBe('default');
    expect(state.lightThemePrimaryColor).toBe('#1867C0');
    expect(state.isVerticalNavCollapsed).toBe(false);
    expect(state.isVerticalNavSemiDark).toBe(false);
    expect(state.navbarType).toBe('sticky');
    expect(state.isNavbarBlurEnabled).toBe(true);
    expect(state.footerType).toBe('static');
    expect(state.horizontalNavType).toBe('sticky');
    expect(state.appContentLayoutNav).toBe('vertical');
  });

  it('persists each changed preference under its key', () => {
    preferencesStore.getState().set({ theme: 'dark', isNavbarBlurEnabled: false });
    expect(storage.get('theme')).toBe('dark');
    expect(storage.get('isNavbarBlurEnabled')).toBe('false');
    setPreferencesStorageBackend(storage);
    expect(preferencesStore.getState().theme).toBe('dark');
    expect(preferencesStore.getState().isNavbarBlurEnabled).toBe(false);
  });

  it('uses cookies prefixed with the app title by default', async () => {
    const { createCookieStorage } = await import('@portal/auth');
    setPreferencesStorageBackend(createCookieStorage());
    preferencesStore.getState().set({ theme: 'light' });
    expect(document.cookie).toContain('HostDesk-theme=light');
    preferencesStore.getState().reset();
    expect(document.cookie).not.toContain('HostDesk-theme=light');
  });

  it('reset removes every stored key and restores the defaults', () => {
    preferencesStore.getState().set({ theme: 'dark', language: 'fr', skin: 'bordered' });
    preferencesStore.getState().reset();
    for (const key of Object.keys(DEFAULT_PREFERENCES)) expect(storage.get(key)).toBeNull();
    expect(preferencesStore.getState()).toMatchObject(DEFAULT_PREFERENCES);
  });

  it('switching to horizontal forces a hidden navbar to sticky and uncollapses the vertical nav', () => {
    preferencesStore.getState().set({ navbarType: 'hidden', isVerticalNavCollapsed: true });
    preferencesStore.getState().set({ appContentLayoutNav: 'horizontal' });
    const state = preferencesStore.getState();
    expect(state.navbarType).toBe('sticky');
    expect(state.isVerticalNavCollapsed).toBe(false);
    expect(storage.get('navbarType')).toBe('sticky');
  });

  it('switching to horizontal keeps a static navbar', () => {
    preferencesStore.getState().set({ navbarType: 'static' });
    preferencesStore.getState().set({ appContentLayoutNav: 'horizontal' });
    expect(preferencesStore.getState().navbarType).toBe('static');
  });

  it('ignores tampered stored values', () => {
    setPreferencesStorageBackend(
      createMemoryStorage({
        theme: 'hacker',
        language: 'xx',
        lightThemePrimaryColor: 'url(javascript:alert(1))',
        darkThemePrimaryColor: '#ff0000',
        isNavbarBlurEnabled: 'maybe',
      }),
    );
    const state = preferencesStore.getState();
    expect(state.theme).toBe('system');
    expect(state.language).toBe('en');
    expect(state.lightThemePrimaryColor).toBe('#1867C0');
    expect(state.darkThemePrimaryColor).toBe('#ff0000');
    expect(state.isNavbarBlurEnabled).toBe(true);
  });
});
