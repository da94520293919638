import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { call, seedData, signIn, testDb } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import type { TFunction } from 'i18next';
import ar from '../../../locales/ar.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import { boardTitle } from '../lib/board-title';

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

/** The boards as stored, in their order: title and card ids. */
async function storedBoards() {
  const boards = await testDb()
    .selectFrom('kanban_boards')
    .select(['id', 'title'])
    .orderBy('position')
    .execute();
  const items = await testDb()
    .selectFrom('kanban_items')
    .select(['id', 'board_id'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return boards.map((b) => ({
    title: b.title,
    itemsIds: items.filter((i) => i.board_id === b.id).map((i) => i.id),
  }));
}

/** The cards as stored, in the order they were added. */
async function storedItems() {
  const rows = await testDb().selectFrom('kanban_items').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    comments: row.comments,
    commentsCount: row.comments_count,
  }));
}

const board = (title: string) => screen.getByRole('region', { name: title });

describe('kanban page', () => {
  it('shows the seeded boards with their cards, labels, members and counts', async () => {
    await renderRoute('/apps/kanban');
    expect(await screen.findByRole('heading', { name: 'In Progress' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'In Progress',
      'In Review',
      'Done',
    ]);
    const review = board('In Review');
    expect(
      within(review).getByRole('button', { name: 'Open card Review completed Apps' }),
    ).toBeInTheDocument();
    expect(within(review).getByText('3 comments')).toBeInTheDocument();
    expect(within(review).getByText('Dashboard')).toBeInTheDocument();
    expect(within(review).getByText('4 attachments')).toBeInTheDocument();
    expect(within(review).getByText('Members: Omar Quinn, Nadia Risby')).toBeInTheDocument();
  });

  it('says the seeded boards in French; a name someone typed shows as typed', async () => {
    await testDb()
      .updateTable('kanban_boards')
      .set({ title: 'Backlog QA' })
      .where('title', '=', 'Done')
      .execute();
    const { user } = await renderRoute('/apps/kanban', { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'En cours' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'En cours',
      'En révision',
      'Backlog QA',
    ]);
    expect(screen.getByRole('button', { name: 'Actions du tableau En révision' })).toBeVisible();
    expect(within(board('En révision')).getByText('Tableau de bord')).toBeInTheDocument();
    // Renaming starts from the name shown; saving it unchanged changes nothing.
    await user.click(screen.getByRole('button', { name: 'Actions du tableau En cours' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renommer' }));
    const input = screen.getByRole('textbox', { name: 'Nom du tableau' });
    expect(input).toHaveValue('En cours');
    await user.type(input, '{Enter}');
    expect(await screen.findByRole('heading', { name: 'En cours' })).toBeInTheDocument();
    // The API keeps the names as stored, word for word.
    expect((await storedBoards()).map((b) => b.title)).toEqual([
      'In Progress',
      'In Review',
      'Backlog QA',
    ]);
  });

  it('says the seeded boards in Arabic', async () => {
    await renderRoute('/apps/kanban', { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'قيد التنفيذ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'قيد التنفيذ',
      'قيد المراجعة',
      'منجز',
    ]);
  });

  it('has a translation of every seeded board name in every language', () => {
    for (const messages of [fr, es, ar]) {
      // A `t` reading this locale file: a key it lacks comes back as the key.
      const t = ((key: string) =>
        key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown> | undefined)?.[part],
            messages,
          ) ?? key) as unknown as TFunction;
      for (const { title } of seedData().kanbanBoards) {
        const shown = boardTitle(t, title);
        expect(shown, title).not.toBe(title);
        expect(shown, title).not.toMatch(/^kanban\./);
      }
    }
  });

  it('shows markup in a card title as text: no element, no handler runs', async () => {
    await testDb()
      .updateTable('kanban_items')
      .set({ title: 'Hi <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' })
      .where('id', '=', 1)
      .execute();
    await renderRoute('/apps/kanban');
    expect(
      (
        await screen.findAllByText(
          'Hi <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(document.querySelector('main img[onerror], script, [onerror]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('adds a board, refusing a duplicate title with the API message', async () => {
    const { user } = await renderRoute('/apps/kanban');
    await user.click(await screen.findByRole('button', { name: 'Add new board' }));
    await user.type(screen.getByRole('textbox', { name: 'Board title' }), 'done{Enter}');
    expect(await screen.findByText('A board with this title already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Board title' })).toHaveValue('done');
    await user.clear(screen.getByRole('textbox', { name: 'Board title' }));
    await user.type(screen.getByRole('textbox', { name: 'Board title' }), 'Backlog{Enter}');
    expect(await screen.findByRole('heading', { name: 'Backlog' })).toBeInTheDocument();
    expect((await storedBoards()).map((b) => b.title)).toEqual([
      'In Progress',
      'In Review',
      'Done',
      'Backlog',
    ]);
  });

  it('renames a board inline: Esc cancels, Enter saves', async () => {
    const { user } = await renderRoute('/apps/kanban');
    await user.click(await screen.findByRole('button', { name: 'Actions for board Done' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'Board name' });
    await user.clear(input);
    await user.type(input, 'Finished{Escape}');
    expect(screen.getByRole('heading', { name: 'Done' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for board Done' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'Board name' }));
    await user.type(screen.getByRole('textbox', { name: 'Board name' }), 'Finished{Enter}');
    expect(await screen.findByRole('heading', { name: 'Finished' })).toBeInTheDocument();
    expect((await storedBoards())[2]?.title).toBe('Finished');
  });

  it('adds an item inline and deletes a board after confirmation', async () => {
    const { user } = await renderRoute('/apps/kanban');
    await user.click(await screen.findByRole('button', { name: 'Add new item to Done' }));
    await user.type(
      within(board('Done')).getByRole('textbox', { name: 'Title' }),
      'Ship it{Enter}',
    );
    expect(
      await within(board('Done')).findByRole('button', { name: 'Open card Ship it' }),
    ).toBeInTheDocument();
    expect((await storedBoards())[2]?.itemsIds).toEqual([5, 6, 7]);

    await user.click(screen.getByRole('button', { name: 'Actions for board In Review' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete board?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'In Review' })).not.toBeInTheDocument(),
    );
    expect((await storedBoards()).map((b) => b.title)).toEqual(['In Progress', 'Done']);
  });

  it('a colleague saved the card meanwhile: the conflict dialog shows both titles, "Keep mine" saves mine', async () => {
    const { user } = await renderRoute('/apps/kanban');
    await user.click(
      await screen.findByRole('button', { name: 'Open card Review JavaScript code' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Edit card' });
    const title = await within(drawer).findByRole('textbox', { name: 'Title' });
    const card = (await storedItems())[1];
    if (!card) throw new Error('seed');
    // Another staff member's save, through the same API, after this drawer opened.
    const theirs = await call(`/api/apps/kanban/item/${card.id}`, { token: await signIn() });
    const saved = await call('/api/apps/kanban/item/update', {
      method: 'PUT',
      token: await signIn(),
      json: { item: { ...(theirs.body as object), title: 'Their title' } },
    });
    expect(saved.status).toBe(201);
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(within(drawer).getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    const row = within(dialog).getByRole('row', { name: /Title/ });
    expect(within(row).getByText('Their title')).toBeInTheDocument();
    expect(within(row).getByText('My title')).toBeInTheDocument();
    expect((await storedItems())[1]).toMatchObject({ title: 'Their title' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () =>
      expect((await storedItems())[1]).toMatchObject({ title: 'My title' }),
    );
  });

  it('edits a card in the drawer and deletes it after confirmation', async () => {
    const { user } = await renderRoute('/apps/kanban');
    await user.click(
      await screen.findByRole('button', { name: 'Open card Review JavaScript code' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Edit card' });
    const title = await within(drawer).findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(drawer).getByRole('button', { name: 'Update' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    await user.type(title, 'Review TypeScript code');
    await user.type(within(drawer).getByRole('textbox', { name: 'Comment' }), 'Looks good');
    await user.click(within(drawer).getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByRole('button', { name: 'Open card Review TypeScript code' }),
    ).toBeInTheDocument();
    expect((await storedItems())[1]).toMatchObject({
      title: 'Review TypeScript code',
      comments: 'Looks good',
      commentsCount: 1,
    });

    await user.click(screen.getByRole('button', { name: 'Open card Review TypeScript code' }));
    const again = await screen.findByRole('dialog', { name: 'Edit card' });
    await user.click(await within(again).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Open card Review TypeScript code' }),
      ).not.toBeInTheDocument(),
    );
    expect((await storedBoards())[0]?.itemsIds).toEqual([1]);
  });

  it('shows an error with Retry when the boards cannot load', async () => {
    server.use(
      http.get('/api/apps/kanban', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    const { user } = await renderRoute('/apps/kanban');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'In Progress' })).toBeInTheDocument();
  });

  it('lets a read-only account look but not change', async () => {
    await grantClientRead('Kanban');
    await renderRoute('/apps/kanban', { as: 'client@demo.com' });
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add new board' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move card/ })).not.toBeInTheDocument();
  });
});
