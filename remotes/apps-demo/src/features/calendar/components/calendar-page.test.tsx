import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { call, signIn, testDb } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();

/** The event added last, as the calendar answers it (the fields these tests look at). */
async function lastEvent() {
  const row = await testDb()
    .selectFrom('calendar_events')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    title: row.title,
    extendedProps: { calendar: row.calendar, location: row.location },
  };
}

describe('calendar page', () => {
  it('shows this month’s events and filters them by calendar', async () => {
    const { user } = await renderRoute('/apps/calendar');
    const calendar = await screen.findByTestId('calendar');
    expect(await within(calendar).findByText('Design Review')).toBeInTheDocument();
    expect(within(calendar).getByText('Family Trip')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Business' }));
    await waitFor(() =>
      expect(within(calendar).queryByText('Design Review')).not.toBeInTheDocument(),
    );
    expect(within(calendar).getByText('Family Trip')).toBeInTheDocument();
    const viewAll = screen.getByRole('checkbox', { name: 'View all' });
    expect(viewAll).toHaveAttribute('data-indeterminate', 'true');
    await user.click(viewAll);
    expect(await within(calendar).findByText('Design Review')).toBeInTheDocument();
    await user.click(viewAll);
    await waitFor(() =>
      expect(within(calendar).queryByText('Family Trip')).not.toBeInTheDocument(),
    );
  });

  it('starts the week on the same day in the month picker and the calendar, with capitalised views and titles in their own direction', async () => {
    await renderRoute('/apps/calendar');
    const calendar = await screen.findByTestId('calendar');
    await within(calendar).findByText('Design Review');
    const firstColumn = calendar.querySelector('.fc-col-header-cell');
    expect(firstColumn?.textContent).toBe('Mon');
    const picker = screen.getByLabelText('Jump to a date');
    expect(picker.querySelector('thead th')?.textContent).toBe('Mo');
    for (const name of ['Month', 'Week', 'Day', 'List']) {
      expect(within(calendar).getByRole('button', { name })).toBeInTheDocument();
    }
    // Titles read in their own direction (an English title on an Arabic page is cut at its end).
    expect(within(calendar).getByText('Design Review')).toHaveAttribute('dir', 'auto');
  });

  it('keeps the calendars, the view and the date in the URL', async () => {
    const { user, location } = await renderRoute('/apps/calendar?calendars=Holiday');
    const calendar = await screen.findByTestId('calendar');
    expect(await within(calendar).findByText('Family Trip')).toBeInTheDocument();
    expect(within(calendar).queryByText('Design Review')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Business' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Business' }));
    expect(await within(calendar).findByText('Design Review')).toBeInTheDocument();
    expect(new URLSearchParams(location().search).getAll('calendars')).toEqual([
      'Business',
      'Holiday',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'View all' }));
    await waitFor(() => expect(location().search).not.toContain('calendars'));
    await user.click(screen.getByRole('checkbox', { name: 'View all' }));
    await waitFor(() =>
      expect(new URLSearchParams(location().search).getAll('calendars')).toEqual(['']),
    );

    await user.click(within(calendar).getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(location().search).toContain('view=timeGridWeek'));
    expect(new URLSearchParams(location().search).get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('opens at the view and date the URL names', async () => {
    await renderRoute('/apps/calendar?view=listMonth&date=2020-01-01');
    const calendar = await screen.findByTestId('calendar');
    expect(
      await within(calendar).findByRole('heading', { name: /January 2020/ }),
    ).toBeInTheDocument();
  });

  it('a colleague saved the event meanwhile: the conflict dialog shows both titles, "Keep mine" saves mine', async () => {
    const { user } = await renderRoute('/apps/calendar');
    await user.click(await screen.findByText('Design Review'));
    const edit = await screen.findByRole('dialog', { name: 'Edit event' });
    const title = await within(edit).findByRole('textbox', { name: 'Title' });
    const { id } = await testDb()
      .selectFrom('calendar_events')
      .select('id')
      .where('title', '=', 'Design Review')
      .executeTakeFirstOrThrow();
    // Another staff member's save, through the same API, after this drawer opened.
    const theirs = await call(`/api/apps/calendar/${id}`, {
      method: 'PUT',
      token: await signIn(),
      json: { title: 'Their review' },
    });
    expect(theirs.status).toBe(201);
    await user.clear(title);
    await user.type(title, 'My review');
    await user.click(within(edit).getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    const row = within(dialog).getByRole('row', { name: /Title/ });
    expect(within(row).getByText('Their review')).toBeInTheDocument();
    expect(within(row).getByText('My review')).toBeInTheDocument();
    const stored = () =>
      testDb()
        .selectFrom('calendar_events')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirst();
    expect(await stored()).toEqual({ title: 'Their review' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect(await stored()).toEqual({ title: 'My review' }));
  });

  it('adds an event through the drawer, then edits and deletes it', async () => {
    const { user } = await renderRoute('/apps/calendar');
    await screen.findByText('Design Review');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add event' });
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Team lunch');
    await user.type(within(drawer).getByRole('textbox', { name: 'Location' }), 'Canteen');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Team lunch')).toBeInTheDocument();
    const created = await lastEvent();
    expect(created).toMatchObject({
      id: 10,
      title: 'Team lunch',
      extendedProps: { calendar: 'Business', location: 'Canteen' },
    });

    await user.click(screen.getByText('Team lunch'));
    const edit = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(await within(edit).findByRole('textbox', { name: 'Location' })).toHaveValue('Canteen');
    await user.click(within(edit).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Team lunch')).not.toBeInTheDocument());
    expect(
      await testDb()
        .selectFrom('calendar_events')
        .select('id')
        .where('title', '=', 'Team lunch')
        .execute(),
    ).toEqual([]);
  });

  it('shows an error with Retry when the events cannot load', async () => {
    server.use(
      http.get('/api/apps/calendar', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    await renderRoute('/apps/calendar');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
