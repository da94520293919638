import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { testClock, testDb } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
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
    await waitFor(
      () => expect(screen.queryByRole('button', { name: /Lucia Ferrer/ })).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: /Aiko Slay/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    expect(within(drawer).getByText('Numbers, budgets and invoices.')).toBeInTheDocument();
  });
});
