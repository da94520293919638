import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { call, seedData, signIn, testDb } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
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

withMockServer();

/** The roles of the permission named `name`, as stored. */
const storedRoles = async (name: string) =>
  (
    await testDb()
      .selectFrom('permission_roles')
      .innerJoin('permissions', 'permissions.id', 'permission_roles.permission_id')
      .select('permission_roles.role')
      .where('permissions.name', '=', name)
      .orderBy('permission_roles.position')
      .execute()
  ).map((row) => row.role);

async function dataRows() {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

const firstCells = async () =>
  (await dataRows()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

type User = Awaited<ReturnType<typeof renderRoute>>['user'];
async function replaceText(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('permissions page', () => {
  it('lists the permissions with their roles as badges', async () => {
    await renderRoute('/apps/permissions');
    const seeded = seedData().permissions;
    expect(await firstCells()).toEqual(seeded.slice(0, 10).map((p) => p.name));
    const first = seeded[0];
    if (!first) throw new Error('empty seed');
    const [row] = await dataRows();
    if (!row) throw new Error('no rows');
    expect(within(row).getAllByText(/.+/, { selector: '.mantine-Badge-label' })).toHaveLength(
      first.assignedTo.length,
    );
  });

  it('searches, sorts by name and pages through the URL', async () => {
    const { user, location } = await renderRoute('/apps/permissions?itemsPerPage=5');
    expect(await dataRows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Permission name' }));
    await waitFor(() => expect(location().search).toBe('?itemsPerPage=5&sortBy=name&orderBy=asc'));
    const sorted = seedData()
      .permissions.map((p) => p.name)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await waitFor(async () => expect(await firstCells()).toEqual(sorted.slice(0, 5)));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await firstCells()).toEqual(sorted.slice(5, 10)));

    await user.type(screen.getByRole('textbox', { name: 'Search permissions' }), 'billing');
    await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe('billing'));
    await waitFor(async () => expect(await firstCells()).toEqual(['Manage Billing & Roles']));
  });

  it('adds a permission, rejects a duplicate name beside the field, edits and deletes', async () => {
    const { user } = await renderRoute('/apps/permissions?q=backups');
    expect(await screen.findByText('No data available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add permission' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add permission' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText(/Permission name/)).toHaveAccessibleDescription(
      'Enter at least 3 characters',
    );
    await replaceText(user, within(dialog).getByLabelText(/Permission name/), 'Management');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Permission name/)).toHaveAccessibleDescription(
        'A permission with this name already exists',
      ),
    );
    expect(within(dialog).getByLabelText(/Permission name/)).toHaveValue('Management');

    await replaceText(user, within(dialog).getByLabelText(/Permission name/), 'Manage Backups');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Permission created: Manage Backups')).toBeInTheDocument();
    expect(await storedRoles('Manage Backups')).toEqual(['support']);
    await waitFor(async () => expect(await firstCells()).toEqual(['Manage Backups']));

    await user.click(screen.getByRole('button', { name: 'Edit Manage Backups' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit permission' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Support' })).toBeChecked();
    await replaceText(
      user,
      within(dialog).getByLabelText(/Permission name/),
      'Manage Backups Daily',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Permission updated: Manage Backups Daily')).toBeInTheDocument();
    await waitFor(async () => expect(await firstCells()).toEqual(['Manage Backups Daily']));

    await user.click(screen.getByRole('button', { name: 'Delete Manage Backups Daily' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete permission' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Permission deleted: Manage Backups Daily')).toBeInTheDocument();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(
      await testDb()
        .selectFrom('permissions')
        .select('id')
        .where('name', 'like', 'Manage Backups%')
        .execute(),
    ).toEqual([]);
  });

  it('a colleague saved the permission meanwhile: the conflict dialog shows both, "Keep mine" saves mine', async () => {
    const permission = seedData().permissions[0];
    if (!permission) throw new Error('empty seed');
    const { user } = await renderRoute('/apps/permissions');
    await dataRows();
    await user.click(screen.getByRole('button', { name: `Edit ${permission.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit permission' });
    const name = await within(dialog).findByLabelText(/Permission name/);
    // Another staff member's save, through the same API, after this form opened.
    const saved = await call(`/api/apps/permissions/${permission.id}`, {
      method: 'PUT',
      token: await signIn(),
      json: { name: 'Their name', assignedTo: permission.assignedTo },
    });
    expect(saved.status).toBe(200);
    await replaceText(user, name, 'My name');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Someone else changed this record',
    });
    const row = within(conflict).getByRole('row', { name: /Permission name/ });
    expect(within(row).getByText('Their name')).toBeInTheDocument();
    expect(within(row).getByText('My name')).toBeInTheDocument();
    expect(await storedRoles('Their name')).toEqual(permission.assignedTo);
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Permission updated: My name')).toBeInTheDocument();
    expect(await storedRoles('My name')).toEqual(permission.assignedTo);
    expect(await storedRoles('Their name')).toEqual([]);
  });

  it('a delete after a colleague changed the permission is refused with who and when; nothing deleted', async () => {
    const permission = seedData().permissions[0];
    if (!permission) throw new Error('empty seed');
    const { user } = await renderRoute('/apps/permissions');
    await dataRows();
    await user.click(screen.getByRole('button', { name: `Delete ${permission.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete permission' });
    const changed = await call(`/api/apps/permissions/${permission.id}`, {
      method: 'PUT',
      token: await signIn(),
      json: { name: 'Renamed meanwhile', assignedTo: permission.assignedTo },
    });
    expect(changed.status).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        new RegExp(
          `^John Doe changed the permission ${permission.name} on .+: it was not deleted\\.`,
        ),
      ),
    ).toBeInTheDocument();
    expect(await storedRoles('Renamed meanwhile')).toEqual(permission.assignedTo);
    await waitFor(async () => expect(await firstCells()).toContain('Renamed meanwhile'));
  });

  it('hides add, edit and delete from an account without those abilities', async () => {
    await grantClientRead('Permission');
    await renderRoute('/apps/permissions', { as: 'client@demo.com' });
    expect(await dataRows()).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add permission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });
});
