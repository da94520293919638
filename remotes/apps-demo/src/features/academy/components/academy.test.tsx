import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();

function statCard(title: string) {
  const card = screen.getByText(title).closest('.mantine-Card-root');
  if (!(card instanceof HTMLElement)) throw new Error(`No stat card "${title}"`);
  return card;
}

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Courses' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

const courseTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('academy dashboard', () => {
  it('shows figures computed from the courses, both charts and the course table', async () => {
    await renderRoute('/apps/academy/dashboard');
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    const courses = seedData().courses;
    const complete = courses.filter((c) => c.completedTasks === c.totalTasks).length;
    expect(statCard('Completed')).toHaveTextContent(String(complete));
    const done = courses.reduce((s, c) => s + c.completedTasks, 0);
    expect(statCard('Topics done')).toHaveTextContent(String(done));
    expect(screen.getByRole('img', { name: 'Courses by topic' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Courses by progress' })).toBeInTheDocument();
    expect(await dataRows()).toHaveLength(10);
  });

  it('sorts the table by progress through the URL and searches', async () => {
    const { user, location } = await renderRoute('/dashboards/academy');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=progress&orderBy=asc'));
    await waitFor(async () =>
      expect((await dataRows())[0]).toHaveTextContent('Colour Theory in Practice'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Search courses' }), 'figma');
    await waitFor(async () => expect(await dataRows()).toHaveLength(2));
  });

  it('shows an error with Retry, and Retry loads the data, when the API fails', async () => {
    server.use(
      http.get(
        '/api/apps/academy/courses',
        () => HttpResponse.json({ message: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderRoute('/apps/academy/dashboard');
    expect(
      (await screen.findAllByText('The server could not complete the request. Try again.')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect((await dataRows()).length).toBeGreaterThan(0);
  });
});

describe('my courses', () => {
  it('lists cards, filters by tag, hides completed courses and pages', async () => {
    const { user, location } = await renderRoute('/apps/academy/my-course');
    expect(await screen.findByText('25 courses in the academy')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    const first = screen.getAllByRole('article')[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByText('19 of 25 tasks done')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Continue: Basics of Angular' }),
    ).toHaveAttribute('href', '/apps/academy/course-details?id=1');

    await user.click(screen.getByRole('checkbox', { name: 'Hide completed' }));
    await waitFor(() => expect(location().search).toBe('?hideCompleted=true'));
    await waitFor(() => expect(courseTitles()).not.toContain('Art & Drawing'));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(courseTitles()[0]).toBe('Typography for Interfaces'));
  });

  it('filters by tag from the URL and shows the empty state', async () => {
    await renderRoute('/apps/academy/my-course?label=Art');
    await waitFor(() =>
      expect(courseTitles()).toEqual([
        'Art & Drawing',
        'The Complete Sketch Course',
        'Watercolour Landscapes',
        'Portrait Photography',
      ]),
    );
  });

  it('shows the empty text when nothing matches', async () => {
    await renderRoute('/apps/academy/my-course?q=zebra');
    expect(await screen.findByText('No course matches these filters.')).toBeInTheDocument();
  });
});

describe('course details', () => {
  it('shows markup in a course description as text: no element, no handler runs', async () => {
    await testDb()
      .updateTable('course_details')
      .set({
        description: JSON.stringify([
          'Hi <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        ]),
      })
      .where('course_id', '=', 1)
      .execute();
    await renderRoute('/apps/academy/course-details?id=1');
    expect(
      await screen.findByText(
        'Hi <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('script, [onerror]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows the sections and records a topic done; the progress follows', async () => {
    const { user } = await renderRoute('/apps/academy/course-details?id=1');
    expect(await screen.findByRole('heading', { name: 'Basics of Angular' })).toBeInTheDocument();
    expect(screen.getByText('Your progress: 19 of 25 topics (76%)')).toBeInTheDocument();
    expect(screen.getByText('Lauretta Coie')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Projects/ }));
    const topic = await screen.findByRole('checkbox', { name: 'Welcome to this course 21' });
    expect(topic).not.toBeChecked();
    await user.click(topic);
    expect(await screen.findByText('Your progress: 20 of 25 topics (80%)')).toBeInTheDocument();
    expect(
      (
        await testDb()
          .selectFrom('courses')
          .select('completed_tasks')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow()
      ).completed_tasks,
    ).toBe(20);
    expect(screen.getByRole('button', { name: 'Play intro' })).toBeInTheDocument();
  });

  it('answers an unknown course with the API text', async () => {
    await renderRoute('/apps/academy/course-details?id=999');
    expect(await screen.findByText(/Course not found|could not be found/)).toBeInTheDocument();
  });
});
