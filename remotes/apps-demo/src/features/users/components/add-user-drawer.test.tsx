import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();
// Drafts live in localStorage: each test starts without one (unmount first: closing writes).
afterEach(() => {
  cleanup();
  localStorage.clear();
});
// Each journey renders the list and the drawer: more than the default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

/** Types a value in one input event (per-key typing is slow and adds nothing here). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openDrawer() {
  const result = await renderRoute('/apps/user/list');
  await result.user.click(await screen.findByRole('button', { name: 'Add new user' }));
  const drawer = await screen.findByRole('dialog', { name: 'Add user' });
  return { ...result, drawer };
}

describe('add user drawer', () => {
  it('validates with the API schema and shows errors beside the fields', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(within(drawer).getByLabelText(/Full name/)).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(drawer).getByLabelText(/Username/)).toHaveAccessibleDescription(
      'Enter at least 3 characters',
    );
    await fill(user, within(drawer).getByLabelText(/Email/), 'not-an-email');
    await fill(user, within(drawer).getByLabelText(/Contact/), 'abc');
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(within(drawer).getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(within(drawer).getByLabelText(/Contact/)).toHaveAccessibleDescription(
      'Enter a valid phone number',
    );
    expect(within(drawer).getByLabelText(/Email/)).toHaveValue('not-an-email');
    expect(await testDb().selectFrom('users').select('id').execute()).toHaveLength(50);
  });

  it('keeps a 5,000-character name whole, says it is over 120 and refuses to send it', async () => {
    const { user, drawer } = await openDrawer();
    const name = within(drawer).getByLabelText(/Full name/);
    await fill(user, name, 'A'.repeat(5000));
    await fill(user, within(drawer).getByLabelText(/Username/), 'ada');
    await fill(user, within(drawer).getByLabelText(/Email/), 'ada@host.test');
    await fill(user, within(drawer).getByLabelText(/Company/), 'Analytical Engines');
    await fill(user, within(drawer).getByLabelText(/Country/), 'United Kingdom');
    await fill(user, within(drawer).getByLabelText(/Contact/), '+44 20 7946 0000');
    // Nothing cut (a `maxLength` attribute would keep 120), and the field says why.
    expect(name).toHaveValue('A'.repeat(5000));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getByText('5,000 / 120 characters')).toBeVisible();
    expect(within(drawer).getByText('Enter at most 120 characters')).toBeVisible();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('5,000 / 120 characters'));
    const writes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') writes.push(`${request.method} ${request.url}`);
    });
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.events.removeAllListeners();
    expect(writes).toEqual([]);
    expect(name).toHaveValue('A'.repeat(5000));
    expect(await testDb().selectFrom('users').select('id').execute()).toHaveLength(50);
  });

  it('creates the user, closes, and the list shows it', async () => {
    const { user, drawer } = await openDrawer();
    await fill(user, within(drawer).getByLabelText(/Full name/), 'Ada Lovelace');
    await fill(user, within(drawer).getByLabelText(/Username/), 'ada');
    await fill(user, within(drawer).getByLabelText(/Email/), 'ada@host.test');
    await fill(user, within(drawer).getByLabelText(/Company/), 'Analytical Engines');
    await fill(user, within(drawer).getByLabelText(/Country/), 'United Kingdom');
    await fill(user, within(drawer).getByLabelText(/Contact/), '+44 20 7946 0000');
    await user.click(within(drawer).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('User created: Ada Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = await testDb()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ada@host.test')
      .executeTakeFirst();
    expect(created).toMatchObject({
      id: 51,
      full_name: 'Ada Lovelace',
      role: 'editor',
      current_plan: 'basic',
      status: 'pending',
    });
    expect(screen.getByText('Showing 1 to 10 of 51')).toBeInTheDocument();
  });

  it('shows API field errors beside the fields and keeps what was typed', async () => {
    const taken = seedData().users[0];
    if (!taken) throw new Error('empty seed');
    const { user, drawer } = await openDrawer();
    await fill(user, within(drawer).getByLabelText(/Full name/), 'Copy Cat');
    await fill(user, within(drawer).getByLabelText(/Username/), 'copycat');
    await fill(user, within(drawer).getByLabelText(/Email/), taken.email);
    await fill(user, within(drawer).getByLabelText(/Company/), 'Clones');
    await fill(user, within(drawer).getByLabelText(/Country/), 'France');
    await fill(user, within(drawer).getByLabelText(/Contact/), '+33 1 23 45 67 89');
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText(/Email/)).toHaveAccessibleDescription(
        'This email is already used',
      ),
    );
    expect(within(drawer).getByLabelText(/Full name/)).toHaveValue('Copy Cat');
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
  });

  it('reports a failure that is not about a field', async () => {
    server.use(
      http.post('/api/apps/users', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { user, drawer } = await openDrawer();
    await fill(user, within(drawer).getByLabelText(/Full name/), 'Ada Lovelace');
    await fill(user, within(drawer).getByLabelText(/Username/), 'ada');
    await fill(user, within(drawer).getByLabelText(/Email/), 'ada@host.test');
    await fill(user, within(drawer).getByLabelText(/Company/), 'Analytical Engines');
    await fill(user, within(drawer).getByLabelText(/Country/), 'United Kingdom');
    await fill(user, within(drawer).getByLabelText(/Contact/), '+44 20 7946 0000');
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await within(drawer).findByText('You are not allowed to do this.')).toBeInTheDocument();
  });

  it('keeps what was typed as a draft across a reload, until it is discarded', async () => {
    const first = await openDrawer();
    await fill(first.user, within(first.drawer).getByLabelText(/Full name/), 'Ada Lovelace');
    await fill(first.user, within(first.drawer).getByLabelText(/Email/), 'ada@host.test');
    // Closing right after typing keeps the last keystrokes too.
    cleanup();

    const { user, drawer } = await openDrawer();
    expect(within(drawer).getByText('Unsaved draft restored')).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(within(drawer).getByLabelText(/Email/)).toHaveValue('ada@host.test');
    await user.click(within(drawer).getByRole('button', { name: 'Discard draft' }));
    expect(within(drawer).getByLabelText(/Full name/)).toHaveValue('');
    expect(within(drawer).queryByText('Unsaved draft restored')).not.toBeInTheDocument();
  });
});
