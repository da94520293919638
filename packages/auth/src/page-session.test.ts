import { PAGE_SESSION_ELEMENT_ID } from '@portal/contract';

const session = {
  userData: {
    id: 3,
    fullName: 'Jane Agent',
    username: 'jane',
    avatar: null,
    email: 'agent@demo.com',
    role: 'agent',
  },
  userAbilityRules: [{ action: 'read', subject: 'Ticket' }],
};

/** The page as the server sent it: `json` in the session element (as it wrote it). */
function servedPage(json: string | null) {
  document.head.innerHTML =
    json === null
      ? ''
      : `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${json}</script>`;
}

/** The auth package as this page's first script evaluates it. */
async function startPage() {
  vi.resetModules();
  const { sessionStore } = await import('./session-store');
  const { verifySession } = await import('./verify-session');
  const { sessionAbility } = await import('./ability');
  return { state: sessionStore.getState(), verifySession, sessionAbility };
}

function clearDocumentCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  document.head.innerHTML = '';
  clearDocumentCookies();
  vi.restoreAllMocks();
});

describe('a page served with its session', () => {
  it('starts signed in with the account and its abilities, and never asks the API for them', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    servedPage(JSON.stringify(session));
    const { state, verifySession, sessionAbility } = await startPage();
    expect(state).toMatchObject({
      signedIn: true,
      abilityStatus: 'verified',
      userData: session.userData,
    });
    expect(sessionAbility(state).can('read', 'Ticket')).toBe(true);
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
    await verifySession();
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: the element is gone, and the signed-in hint is set for the next page.
    expect(document.getElementById(PAGE_SESSION_ELEMENT_ID)).toBeNull();
    expect(document.cookie).toMatch(/signedIn=1/);
  });

  it('text of the account that looks like markup comes through as the server escaped it', async () => {
    const named = { ...session, userData: { ...session.userData, fullName: '</script><b>x' } };
    servedPage(JSON.stringify(named).replace(/</g, '\\u003c'));
    const { state } = await startPage();
    expect(state.userData?.fullName).toBe('</script><b>x');
  });

  it('a session that does not parse counts for nothing: the page starts from its hints', async () => {
    for (const json of ['{not json', JSON.stringify({ ...session, userAbilityRules: 'all' })]) {
      servedPage(json);
      const { state } = await startPage();
      expect(state).toMatchObject({ signedIn: false, abilityStatus: 'none', userData: null });
    }
  });

  it('without one, a page with the hint asks the API as before', async () => {
    servedPage(null);
    document.cookie = 'HostDesk-signedIn=1; path=/';
    const { state } = await startPage();
    expect(state).toMatchObject({ signedIn: true, abilityStatus: 'pending', userData: null });
  });
});
