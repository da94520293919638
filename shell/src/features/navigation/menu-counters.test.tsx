import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startLiveEvents, stopLiveEvents } from '@portal/auth';
import type { RemoteRouteTable } from '@portal/design/base';
import { FakeEventSource } from '@portal/design/testing';
import { call, sessionFor, signIn, startMockServer } from '@portal/mock-api/testing';
import type { TestSession } from '@portal/mock-api/cookies';
import type * as Registry from '../../federation/remote-registry';
import { resetRemotesStore } from '../../federation/remote-areas';
import { loadRemoteConfig, loadRouteTable } from '../../federation/remote-registry';
import { appsDemoTable, billingTable, FAKE_REMOTES } from '../../testing/fake-remotes';
import { renderApp } from '../../testing/render-app';

vi.mock('../../federation/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

const server = startMockServer();

/** The apps-demo table with its Chat entry as `src/menu.ts` declares it. */
const withChat: RemoteRouteTable = {
  ...appsDemoTable,
  loadMessages: async (language) => ({
    ...(await appsDemoTable.loadMessages(language)),
    menu: { crm: 'CRM dashboard', chat: 'Chat' },
  }),
  routes: [...appsDemoTable.routes, { path: '/apps/chat', load: appsDemoTable.routes[0]!.load }],
  menu: [
    ...appsDemoTable.menu,
    {
      titleKey: 'apps-demo:menu.chat',
      to: '/apps/chat',
      section: 'communication',
      order: 20,
      ability: { action: 'read', subject: 'Chat' },
      counter: 'chat-unread',
    },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  resetRemotesStore();
  vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
  vi.mocked(loadRouteTable).mockImplementation((name) =>
    Promise.resolve(name === 'apps_demo' ? withChat : billingTable),
  );
  vi.stubGlobal('EventSource', FakeEventSource);
  // One tab, no election: the tab's own stream.
  vi.stubGlobal('BroadcastChannel', undefined);
  startLiveEvents();
});
afterEach(() => {
  stopLiveEvents();
  vi.unstubAllGlobals();
});

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const liveChatEvent = () =>
  FakeEventSource.last?.emit('chat', { kind: 'chat', id: '4', actor: 3 }, String(Date.now()));

/** Opens every chat of the admin with unread messages (seeded: Omar Quinn 2, Nadia Risby 1). */
async function readEverything(session: TestSession, colleagueId?: number) {
  for (const id of [2, 3, ...(colleagueId === undefined ? [] : [colleagueId])])
    expect((await call(`/api/apps/chat/chats/${id}`, { token: session.accessToken })).status).toBe(
      200,
    );
}

describe('the chat’s unread count in the menu', () => {
  it('shows the count from the API, follows live chat events and hides at 0', async () => {
    const admin = await sessionFor('admin@demo.com');
    await renderApp('/dashboards/crm', { session: admin });
    // The seeded chats: 3 unread messages.
    const chat = await within(nav()).findByRole('link', { name: 'Chat, 3 unread messages' });
    expect(chat).toHaveAttribute('href', '/apps/chat');
    expect(within(chat).getByText('3')).toBeVisible();

    // A colleague (Sam Steps) writes: the menu hears of it live.
    const sam = await signIn('twostep@demo.com');
    const contacts = await call('/api/apps/chat/chats-and-contacts', { token: sam });
    const samId = (contacts.body as { profileUser: { id: number } }).profileUser.id;
    const sent = await call('/api/apps/chat/chats/11', {
      method: 'POST',
      token: sam,
      json: { message: 'Lunch?', senderId: samId },
    });
    expect(sent.status).toBe(201);
    liveChatEvent();
    expect(
      await within(nav()).findByRole('link', { name: 'Chat, 4 unread messages' }),
    ).toBeInTheDocument();

    // Every chat read (here, or in another tab): the badge goes.
    await readEverything(admin, samId);
    liveChatEvent();
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Chat' })).toBeVisible());
    expect(within(nav()).getByRole('link', { name: 'Chat' })).toHaveTextContent(/^Chat$/);
  });

  it('shows the count on the icon of the collapsed menu and on the horizontal section', async () => {
    const admin = await sessionFor('admin@demo.com');
    const { unmount } = await renderApp('/dashboards/crm', {
      session: admin,
      preferences: { isVerticalNavCollapsed: true },
    });
    const icon = await within(nav()).findByRole('link', { name: 'Chat, 3 unread messages' });
    expect(within(icon).getByText('3')).toBeInTheDocument();
    unmount();

    await renderApp('/dashboards/crm', {
      session: admin,
      preferences: { appContentLayoutNav: 'horizontal' },
    });
    expect(
      await within(nav()).findByRole('button', { name: 'Communication, 3 unread messages' }),
    ).toBeInTheDocument();
  });

  it('shows no count when the API has none for the caller', async () => {
    const asked = vi.fn();
    server.use(
      http.get('/api/menu/counters', () => {
        asked();
        return HttpResponse.json({});
      }),
    );
    await renderApp('/dashboards/crm', { session: await sessionFor('admin@demo.com') });
    const chat = await within(nav()).findByRole('link', { name: 'Chat' });
    // The answer came and said nothing to count.
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chat).toHaveTextContent(/^Chat$/);
    expect(within(nav()).queryByRole('link', { name: /unread/ })).not.toBeInTheDocument();
  });
});
