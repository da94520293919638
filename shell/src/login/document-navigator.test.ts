import { documentNavigator } from './document-navigator';

describe('documentNavigator (light sign-in page)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  let reload: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    window.history.replaceState(null, '', '/authentication/login');
    assign = vi.fn<(url: string | URL) => void>();
    replace = vi.fn<(url: string | URL) => void>();
    reload = vi.fn<() => void>();
    // The navigator only calls these three.
    const location = { assign, replace, reload } as Partial<Location> as Location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(location);
  });

  afterEach(() => vi.restoreAllMocks());

  it('loads a link target as a new document, leaving the sign-in entry in history', () => {
    documentNavigator.push({ pathname: '/register', search: '', hash: '' });
    expect(assign).toHaveBeenCalledWith('/register');
    expect(replace).not.toHaveBeenCalled();
  });

  it('replaces the sign-in entry after signing in', () => {
    documentNavigator.replace({ pathname: '/apps/permissions', search: '?tab=1', hash: '' });
    expect(replace).toHaveBeenCalledWith('/apps/permissions?tab=1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('writes router state where React Router reads it, then loads the target', () => {
    const state = { maskedPhone: '******4321', method: 'sms' };
    documentNavigator.push(
      { pathname: '/authentication/two-steps', search: '?to=%2Fhome', hash: '' },
      state,
    );
    expect(window.history.state).toEqual({ usr: state, key: 'light', idx: 1 });
    expect(window.history.length).toBeGreaterThan(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('writes links as plain paths', () => {
    expect(documentNavigator.createHref({ pathname: '/login', search: '?to=%2F', hash: '' })).toBe(
      '/login?to=%2F',
    );
  });
});
