import { beforeEach, describe, expect, it } from 'vitest';
import { courseDetailsSchema, coursesResponseSchema } from '@portal/contract';
import { getDb } from '../db/store';
import { call, signIn, useMockServer } from '../testing/server';

useMockServer();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query = '') {
  const { status, body } = await call(`/api/apps/academy/courses${query}`, { token: admin });
  expect(status).toBe(200);
  return coursesResponseSchema.parse(body);
}
const titles = (r: { courses: { courseTitle: string }[] }) => r.courses.map((c) => c.courseTitle);
const progress = (c: { completedTasks: number; totalTasks: number }) =>
  c.completedTasks / c.totalTasks;

describe('GET /api/apps/academy/courses', () => {
  it('answers page 1 of 10 by default, with all 25 courses counted', async () => {
    const result = await list();
    expect(result.totalCourse).toBe(25);
    expect(result.total).toBe(25);
    expect(result.courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.courses[0]).toMatchObject({
      courseTitle: 'Basics of Angular',
      user: 'Lauretta Coie',
      tags: 'Web',
      completedTasks: 19,
      totalTasks: 25,
    });
    expect((await list('?page=3')).courses.map((c) => c.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it('matches q against the title or the tutor, any letter case', async () => {
    expect(titles(await list('?q=REACT'))).toEqual([
      'React Native',
      'React for Beginners',
      'Advanced React Native',
      'Building Web Applications with React',
    ]);
    expect(titles(await list('?q=coie'))).toEqual(['Basics of Angular']);
  });

  it('filters by tag label; "All Courses" keeps every tag', async () => {
    const art = await list('?label=Art');
    expect(art.total).toBe(4);
    expect(art.totalCourse).toBe(25);
    expect(art.courses.every((c) => c.tags === 'Art')).toBe(true);
    expect((await list('?label=ui%2Fux')).courses.every((c) => c.tags === 'UI/UX')).toBe(true);
    expect((await list('?label=All%20Courses')).total).toBe(25);
  });

  it('hides complete courses (completedTasks equals totalTasks) on request', async () => {
    const result = await list('?hideCompleted=true&itemsPerPage=-1');
    expect(result.total).toBe(20);
    expect(result.courses.map((c) => c.id)).not.toContain(4);
    expect(result.courses.every((c) => c.completedTasks < c.totalTasks)).toBe(true);
    expect((await list('?hideCompleted=false')).total).toBe(25);
  });

  it('sorts by course name and by progress (completed / total), both ways', async () => {
    const byName = await list('?sortBy=courseName&orderBy=asc&itemsPerPage=-1');
    expect(titles(byName)).toEqual(
      [...titles(byName)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(titles(byName)[0]).toBe('Accessibility for Designers');
    const byProgress = await list('?sortBy=progress&orderBy=desc&itemsPerPage=-1');
    const values = byProgress.courses.map(progress);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(1);
    expect((await list('?sortBy=progress&orderBy=asc')).courses[0]?.courseTitle).toBe(
      'Colour Theory in Practice',
    );
  });

  it('answers bad query values with 400 and field errors', async () => {
    const { status, body } = await call(
      '/api/apps/academy/courses?label=Cooking&hideCompleted=maybe&sortBy=rating&page=0',
      { token: admin },
    );
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual([
      'hideCompleted',
      'label',
      'page',
      'sortBy',
    ]);
  });

  it('needs a session', async () => {
    expect((await call('/api/apps/academy/courses')).status).toBe(401);
  });
});

describe('course details and topic progress', () => {
  it('answers the first course by default and any course by id, 404 for unknown', async () => {
    const first = await call('/api/apps/academy/course-details', { token: admin });
    expect(first.status).toBe(200);
    const details = courseDetailsSchema.parse(first.body);
    expect(details).toMatchObject({ courseId: 1, title: 'Basics of Angular', totalLectures: 25 });
    const topics = details.content.flatMap((s) => s.topics);
    expect(topics).toHaveLength(25);
    expect(topics.filter((t) => t.isCompleted)).toHaveLength(19);
    expect(details.content[0]).toMatchObject({ id: 'section1', status: '5/5' });
    expect(Object.keys(details).sort()).toEqual(
      [
        'about',
        'content',
        'courseId',
        'description',
        'instructor',
        'instructorAvatar',
        'instructorPosition',
        'isCaptions',
        'language',
        'length',
        'skillLevel',
        'title',
        'totalLectures',
        'totalStudents',
      ].sort(),
    );
    expect((await call('/api/apps/academy/course-details?id=4', { token: admin })).status).toBe(
      200,
    );
    const missing = await call('/api/apps/academy/course-details?id=999', { token: admin });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Course not found' } });
    expect((await call('/api/apps/academy/course-details?id=x', { token: admin })).status).toBe(
      400,
    );
  });

  it('marking a topic done updates the section status and the course progress', async () => {
    const put = (json: unknown) =>
      call('/api/apps/academy/course-details/topic', { method: 'PUT', json, token: admin });
    // Course 1: topics 0-18 done; topic 20 (section 5, index 0) is not.
    const done = await put({
      courseId: 1,
      sectionId: 'section5',
      topicIndex: 0,
      isCompleted: true,
    });
    expect(done.status).toBe(200);
    expect(getDb().courses[0]?.completedTasks).toBe(20);
    const details = getDb().courseDetails[0];
    expect(details?.content[4]?.status).toBe('1/5');
    const listed = await list('?q=Basics%20of%20Angular');
    expect(listed.courses[0]?.completedTasks).toBe(20);

    await put({ courseId: 1, sectionId: 'section1', topicIndex: 0, isCompleted: false });
    expect(getDb().courses[0]?.completedTasks).toBe(19);

    expect(
      (await put({ courseId: 1, sectionId: 'section9', topicIndex: 0, isCompleted: true })).body,
    ).toEqual({
      message: 'Topic not found',
    });
    expect((await put({ courseId: 1 })).status).toBe(400);
  });

  it('completing every topic makes the course complete, so hideCompleted drops it', async () => {
    const details = getDb().courseDetails.find((d) => d.courseId === 2);
    for (const section of details?.content ?? []) {
      for (const [topicIndex, topic] of section.topics.entries()) {
        if (topic.isCompleted) continue;
        await call('/api/apps/academy/course-details/topic', {
          method: 'PUT',
          json: { courseId: 2, sectionId: section.id, topicIndex, isCompleted: true },
          token: admin,
        });
      }
    }
    expect(
      (await list('?hideCompleted=true&itemsPerPage=-1')).courses.map((c) => c.id),
    ).not.toContain(2);
  });
});
