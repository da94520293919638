import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { withMockServer } from '@portal/design/testing';
import { call, resetTokenFromOutbox, testDb } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { linkify } from './mail-text';

const server = withMockServer();

const askReset = (email: string) =>
  call('/api/auth/forgot-password', { method: 'POST', json: { email } });

async function dataRows() {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

/** A message written straight into the outbox, as the mailer would. */
async function storeMessage(body: string, subject = 'Hello') {
  const row = await testDb()
    .insertInto('outbox')
    .values({
      recipient: 'someone@example.com',
      subject,
      body,
      created_at: '2026-11-25T09:00:00.000Z',
      sent_via: 'outbox',
      status: 'stored',
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('Outgoing e-mail page', () => {
  it('says so when no e-mail was sent', async () => {
    await renderRoute('/admin/outbox');
    expect(await screen.findByText('No e-mail has been sent yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Outgoing e-mail' })).toBeInTheDocument();
  });

  it('lists the e-mails newest first; opening one shows its text with the reset link as a link', async () => {
    await askReset('client@demo.com');
    await askReset('agent@demo.com');
    const token = await resetTokenFromOutbox('agent@demo.com');
    const { user, location } = await renderRoute('/admin/outbox');
    const rows = await dataRows();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'agent@demo.com',
      'client@demo.com',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('In the outbox')).toBeInTheDocument();

    const subject = within(rows[0] as HTMLElement).getByRole('link', {
      name: 'Reset your HostDesk password',
    });
    await user.click(subject);
    await waitFor(() => expect(location().search).toMatch(/^\?message=\d+$/));
    const panel = await screen.findByRole('region', { name: 'Reset your HostDesk password' });
    // The keyboard moves to the open message.
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
    const link = await within(panel).findByRole('link', { name: /reset-password\?token=/ });
    expect(link).toHaveAttribute(
      'href',
      `http://localhost:3000/authentication/reset-password?token=${token}`,
    );
    expect(within(panel).getByText(/within an hour/)).toBeInTheDocument();
  });

  it('renders a body as text: markup shows as characters, scripts never run, only URLs link', async () => {
    const id = await storeMessage(
      'Hi <script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"> ' +
        '<a href="javascript:alert(1)">click</a> javascript:alert(2) ' +
        'see https://example.com/a?b=1&c=2. Bye',
    );
    await renderRoute(`/admin/outbox?message=${id}`);
    const panel = await screen.findByRole('region', { name: 'Hello' });
    await within(panel).findByText(/see/);
    expect(panel.querySelector('script, img, iframe')).toBeNull();
    expect(panel.textContent).toContain('<script>window.pwned = 1</script>');
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a?b=1&c=2']);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows an error with Retry when the list does not load, and Retry loads it', async () => {
    await askReset('client@demo.com');
    server.use(
      http.get('/api/admin/outbox', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute('/admin/outbox');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dataRows()).toHaveLength(1);
  });

  it('a message that is not there shows the API message', async () => {
    await renderRoute('/admin/outbox?message=999');
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
  });

  it('a message sent by SMTP says its text is not kept', async () => {
    const row = await testDb()
      .insertInto('outbox')
      .values({
        recipient: 'someone@example.com',
        subject: 'By SMTP',
        body: null,
        created_at: '2026-11-25T09:00:00.000Z',
        sent_via: 'smtp',
        status: 'failed',
        error: 'ECONNECTION',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await renderRoute(`/admin/outbox?message=${row.id}`);
    const panel = await screen.findByRole('region', { name: 'By SMTP' });
    expect(within(panel).getByText('Delivery failed (ECONNECTION).')).toBeInTheDocument();
    expect(within(panel).getByText(/its text is not kept here/)).toBeInTheDocument();
  });
});

describe('linkify', () => {
  it.each([
    ['no link', 'plain text', ['plain text']],
    [
      'a link in a sentence',
      'go to https://a.example/x.',
      ['go to ', { href: 'https://a.example/x' }, '.'],
    ],
    [
      'two links',
      'http://a.b c http://d.e',
      [{ href: 'http://a.b' }, ' c ', { href: 'http://d.e' }],
    ],
    ['no other scheme', 'javascript:alert(1) ftp://x', ['javascript:alert(1) ftp://x']],
    ['a link in parentheses', '(https://a.example/y)', ['(', { href: 'https://a.example/y' }, ')']],
  ])('%s', (_case, text, parts) => {
    expect(linkify(text)).toEqual(parts);
  });
});
