import { screen, waitFor, within } from '@testing-library/react';
import { startLiveEvents, stopLiveEvents } from '@portal/auth';
import { withMockServer, FakeEventSource } from '@portal/design/testing';
import { call, sessionFor, testClock, testDb } from '@portal/mock-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

const unseenOf = async (userId: number) =>
  (
    await testDb()
      .selectFrom('chats')
      .select('unseen_msgs')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).unseen_msgs;

/** The messages a chat holds now (the other side's answers are stored ahead of their time). */
async function messagesOf(userId: number) {
  const now = testClock().now().toISOString();
  return testDb()
    .selectFrom('chat_messages')
    .innerJoin('chats', 'chats.id', 'chat_messages.chat_id')
    .select('chat_messages.message')
    .where('chats.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('chat_messages.arrives_at', 'is', null),
        eb('chat_messages.arrives_at', '<=', now),
      ]),
    )
    .execute();
}

describe('chat page', () => {
  it('lists chats with unseen badges and contacts; opening a chat clears its badge', async () => {
    const { user } = await renderRoute('/apps/chat');
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mateo Quinn/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Omar Quinn/ }));
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('The due date should be bold.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Omar Quinn' })).toBeInTheDocument();
    await waitFor(async () => expect(await unseenOf(2)).toBe(0));
  });

  it('Enter sends, Shift+Enter adds a line; the message shows as sent', async () => {
    const { user } = await renderRoute('/apps/chat?chat=5');
    const box = await screen.findByRole('textbox', { name: 'Type your message' });
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}Mateo');
    expect(box).toHaveValue('Hello\nMateo');
    await user.type(box, '{Enter}');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      await within(list).findByText('Hello Mateo', { normalizer: (s) => s.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await messagesOf(5)).toHaveLength(1);
  });

  it('shows markup typed in a message as text: no element, no handler runs', async () => {
    const { user } = await renderRoute('/apps/chat?chat=5');
    const box = await screen.findByRole('textbox', { name: 'Type your message' });
    await user.type(
      box,
      'Hi <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>{Enter}',
    );
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      await within(list).findByText(
        'Hi <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
      ),
    ).toBeInTheDocument();
    expect(list.querySelector('img, script, [onerror]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('searches and opens the contact details', async () => {
    const { user } = await renderRoute('/apps/chat?chat=1');
    await user.type(
      await screen.findByRole('textbox', { name: 'Search chats and contacts' }),
      'aiko',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Lucia Ferrer/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /Aiko Slay/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    expect(within(drawer).getByText('Numbers, budgets and invoices.')).toBeInTheDocument();
  });
});

describe('chat page with a colleague', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('BroadcastChannel', undefined);
    startLiveEvents();
  });
  afterEach(() => {
    stopLiveEvents();
    vi.unstubAllGlobals();
  });

  it('a colleague’s message appears live: unread in the list, then in the open chat', async () => {
    const { user } = await renderRoute('/apps/chat');
    // A session of Sam Steps (twostep@demo.com, an admin) of its own, beside the page's.
    const sam = (await sessionFor('twostep@demo.com')).accessToken;
    const samId = (
      (await call('/api/apps/chat/chats-and-contacts', { token: sam })).body as {
        profileUser: { id: number };
      }
    ).profileUser.id;
    const samSends = async (message: string) => {
      const sent = await call('/api/apps/chat/chats/11', {
        method: 'POST',
        token: sam,
        json: { message, senderId: samId },
      });
      expect(sent.status).toBe(201);
      FakeEventSource.last?.emit('chat', { kind: 'chat', id: '4', actor: 3 });
    };
    expect(await screen.findByRole('button', { name: /Sam Steps/ })).toBeInTheDocument();
    expect(screen.getAllByText('1 unread message')).toHaveLength(1);

    await samSends('Coffee at 3?');
    const samEntry = await screen.findByRole('button', { name: /Sam Steps.*1 unread message/ });
    expect(within(samEntry).getByText('Coffee at 3?')).toBeInTheDocument();

    await user.click(samEntry);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Coffee at 3?')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Sam Steps.*unread/ })).not.toBeInTheDocument(),
    );

    await samSends('Or at 4?');
    expect(await within(list).findByText('Or at 4?')).toBeInTheDocument();
  });
});
