import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

/**
 * The demo client (read AclDemo only) also given read on `subject`: an account that may read
 * these pages but not change them (reads need their ability; no demo account has just this one).
 */
const grantClientRead = (subject: string) =>
  testDb()
    .insertInto('account_rules')
    .values({ account_id: 2, position: 1, action: 'read', subject })
    .execute();

const server = withMockServer();

/** Data rows of the users table (the header row left out). */
async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Users matching the filters' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

const names = async () =>
  (await dataRows()).map((row) => within(row).getAllByRole('link')[0]?.textContent);

afterEach(() => vi.restoreAllMocks());

const storedUserCount = async () =>
  (await testDb().selectFrom('users').select('id').execute()).length;
const setDeactivated = (email: string, deactivated: boolean) =>
  testDb().updateTable('accounts').set({ deactivated }).where('email', '=', email).execute();
const isDeactivated = async (email: string) =>
  Boolean(
    (
      await testDb()
        .selectFrom('accounts')
        .select('deactivated')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).deactivated,
  );

describe('user list', () => {
  it('shows skeleton rows, then the first page of 10 and the total', async () => {
    await renderRoute('/apps/user/list');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 50')).toBeInTheDocument();
  });

  it('reads filters and page size from the URL', async () => {
    await renderRoute('/apps/user/list?role=admin&itemsPerPage=5');
    const admins = seedData().users.filter((u) => u.role === 'admin');
    const rows = await dataRows();
    expect(rows).toHaveLength(Math.min(5, admins.length));
    for (const row of rows) expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(
      screen.getByText(`Showing 1 to ${Math.min(5, admins.length)} of ${admins.length}`),
    ).toBeInTheDocument();
  });

  it('writes a status filter to the URL and filters the rows', async () => {
    const { user, location } = await renderRoute('/apps/user/list?page=2');
    await dataRows();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(location().search).toBe('?status=pending'));
    const pending = seedData().users.filter((u) => u.status === 'pending');
    await waitFor(async () => expect(await dataRows()).toHaveLength(Math.min(10, pending.length)));
    for (const row of await dataRows())
      expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('sorts by user name, ascending then descending, through the URL', async () => {
    const { user, location } = await renderRoute('/apps/user/list');
    await dataRows();
    const sorted = seedData()
      .users.map((u) => u.fullName)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=user&orderBy=asc'));
    await waitFor(async () => expect(await names()).toEqual(sorted.slice(0, 10)));
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=user&orderBy=desc'));
    await waitFor(async () => expect(await names()).toEqual(sorted.reverse().slice(0, 10)));
  });

  it('pages and changes the page size through the URL', async () => {
    const { user, location } = await renderRoute('/apps/user/list');
    const first = await names();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(async () => expect(await names()).not.toEqual(first));
    expect(await names()).toEqual(
      seedData()
        .users.slice(10, 20)
        .map((u) => u.fullName),
    );

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(location().search).toBe('?itemsPerPage=25'));
    await waitFor(async () => expect(await dataRows()).toHaveLength(25));
  });

  it('searches by name or email after a pause', async () => {
    const target = seedData().users[7];
    if (!target) throw new Error('seed too small');
    const { user, location } = await renderRoute('/apps/user/list');
    await dataRows();
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), target.email);
    await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe(target.email));
    await waitFor(async () => expect(await names()).toEqual([target.fullName]));
  });

  it('ignores hand-edited values the API would reject instead of failing', async () => {
    await renderRoute('/apps/user/list?role=wizard&sortBy=shoe-size&orderBy=up');
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 50')).toBeInTheDocument();
  });

  it('shows "No data available" when nothing matches', async () => {
    await renderRoute('/apps/user/list?q=no-such-user-anywhere');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the list', async () => {
    server.use(
      http.get('/api/apps/users', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute('/apps/user/list');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dataRows()).toHaveLength(10);
  });

  it('deletes a user after confirmation only', async () => {
    const { user } = await renderRoute('/apps/user/list');
    const [first] = await names();
    if (!first) throw new Error('no rows');
    await user.click(screen.getByRole('button', { name: `Delete ${first}` }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await storedUserCount()).toBe(50);

    await user.click(screen.getByRole('button', { name: `Delete ${first}` }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Delete the user ${first}? This cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`User deleted: ${first}`)).toBeInTheDocument();
    expect(await storedUserCount()).toBe(49);
    await waitFor(async () => expect(await names()).not.toContain(first));
  });

  it('exports every user of the current filter as CSV', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:users';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // happy-dom would navigate the test window to the blob URL.
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = await renderRoute('/apps/user/list?status=active&sortBy=email&orderBy=asc');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const active = seedData()
      .users.filter((u) => u.status === 'active')
      .sort((a, b) => a.email.localeCompare(b.email, 'en', { sensitivity: 'base' }));
    expect(await screen.findByText(`${active.length} rows exported`)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    if (!saved) throw new Error('nothing was downloaded');
    const lines = (await saved.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Full name,Username,Email,Role,Plan,Status,Company,Country,Contact');
    expect(lines).toHaveLength(active.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      active.map((u) => String(u.id)),
    );
    for (const line of lines.slice(1)) expect(line).toContain(',active,');
  });

  it('reactivates a deactivated sign-in account after confirmation, then lists it no more', async () => {
    const client = seedData().accounts.find((a) => a.email === 'client@demo.com');
    if (!client) throw new Error('no client account');
    await setDeactivated(client.email, true);
    const { user } = await renderRoute('/apps/user/list');
    const card = await screen.findByRole('region', { name: 'Deactivated accounts' });
    expect(within(card).getByText('client@demo.com')).toBeInTheDocument();
    expect(within(card).getByText('Deactivated')).toBeInTheDocument();
    const button = within(card).getByRole('button', { name: `Reactivate ${client.fullName}` });
    await user.click(button);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await isDeactivated(client.email)).toBe(true);

    await user.click(button);
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Reactivate the account of ${client.fullName}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(`Account reactivated: ${client.fullName}`)).toBeInTheDocument();
    expect(await isDeactivated(client.email)).toBe(false);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Deactivated accounts' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows no deactivated accounts to an account that may not update users', async () => {
    await setDeactivated('admin@demo.com', true);
    await grantClientRead('User');
    await renderRoute('/apps/user/list', { as: 'client@demo.com' });
    expect(await dataRows()).toHaveLength(10);
    expect(screen.queryByText('Deactivated accounts')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reactivate / })).not.toBeInTheDocument();
  });

  it('hides add and delete from an account without those abilities', async () => {
    await grantClientRead('User');
    await renderRoute('/apps/user/list', { as: 'client@demo.com' });
    expect(await dataRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add new user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
