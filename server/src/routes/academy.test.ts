import { beforeEach, describe, expect, it } from 'vitest';
import { courseDetailsSchema, coursesResponseSchema } from '@portal/contract';
import {
  arrangeCourseCompletedTasks,
  call,
  seedData,
  signIn,
  storedCourse,
  storedCourseDetails,
  useTestApp,
} from '../testing';

useTestApp();

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

/** The course's completed count as stored. */
const storedCompleted = async (id: number) => (await storedCourse(id))?.completedTasks;

/** How many of the course's topics are stored as done. */
const storedDoneTopics = async (id: number) =>
  (await storedCourseDetails(id))?.content
    .flatMap((section) => section.topics)
    .filter((topic) => topic.isCompleted).length;

async function details(id: number) {
  const { status, body } = await call(`/api/apps/academy/course-details?id=${id}`, {
    token: admin,
  });
  expect(status).toBe(200);
  return courseDetailsSchema.parse(body);
}

const put = (json: unknown, token = admin) =>
  call('/api/apps/academy/course-details/topic', { method: 'PUT', json, token });

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
    expect(result.courses[0]).toEqual(seedData().courses[0]);
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
    // LIKE's wildcards are plain text.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
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

  it('keeps the id order among equal progress, both ways (the former stable sort)', async () => {
    const expected = (direction: 1 | -1) =>
      [...seedData().courses]
        .sort((a, b) => direction * (progress(a) - progress(b)) || a.id - b.id)
        .map((c) => c.id);
    const ids = async (order: string) =>
      (await list(`?sortBy=progress&orderBy=${order}&itemsPerPage=-1`)).courses.map((c) => c.id);
    expect(await ids('asc')).toEqual(expected(1));
    expect(await ids('desc')).toEqual(expected(-1));
    // The five complete courses tie at 1: ids ascending even in descending order.
    expect((await ids('desc')).slice(0, 5)).toEqual([4, 9, 13, 19, 24]);
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
    const found = courseDetailsSchema.parse(first.body);
    expect(found).toMatchObject({ courseId: 1, title: 'Basics of Angular', totalLectures: 25 });
    const topics = found.content.flatMap((s) => s.topics);
    expect(topics).toHaveLength(25);
    expect(topics.filter((t) => t.isCompleted)).toHaveLength(19);
    expect(found.content[0]).toMatchObject({ id: 'section1', status: '5/5' });
    expect(Object.keys(found).sort()).toEqual(
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
    expect(found).toEqual(seedData().courseDetails[0]);
    expect((await call('/api/apps/academy/course-details?id=4', { token: admin })).status).toBe(
      200,
    );
    expect(await details(4)).toEqual(seedData().courseDetails[3]);
    const missing = await call('/api/apps/academy/course-details?id=999', { token: admin });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Course not found' } });
    expect((await call('/api/apps/academy/course-details?id=x', { token: admin })).status).toBe(
      400,
    );
  });

  it('marking a topic done updates the section status and the course progress', async () => {
    // Course 1: topics 0-18 done; topic 20 (section 5, index 0) is not.
    const done = await put({
      courseId: 1,
      sectionId: 'section5',
      topicIndex: 0,
      isCompleted: true,
    });
    expect(done.status).toBe(200);
    expect(await storedCompleted(1)).toBe(20);
    expect((await details(1)).content[4]?.status).toBe('1/5');
    expect(done.body).toMatchObject({
      course: { id: 1, completedTasks: 20 },
      details: { courseId: 1 },
    });
    expect((done.body as { details: unknown }).details).toEqual(await details(1));
    const listed = await list('?q=Basics%20of%20Angular');
    expect(listed.courses[0]?.completedTasks).toBe(20);

    await put({ courseId: 1, sectionId: 'section1', topicIndex: 0, isCompleted: false });
    expect(await storedCompleted(1)).toBe(19);

    expect(
      (await put({ courseId: 1, sectionId: 'section9', topicIndex: 0, isCompleted: true })).body,
    ).toEqual({
      message: 'Topic not found',
    });
    expect((await put({ courseId: 1 })).status).toBe(400);
  });

  it('answers unknown courses and topics with 404, and checks the ability first', async () => {
    expect(
      await put({ courseId: 999, sectionId: 'section1', topicIndex: 0, isCompleted: true }),
    ).toEqual({ status: 404, body: { message: 'Course not found' } });
    expect(
      await put({ courseId: 1, sectionId: 'section1', topicIndex: 5, isCompleted: true }),
    ).toEqual({ status: 404, body: { message: 'Topic not found' } });
    const client = await signIn('client@demo.com', 'client');
    expect(
      await put({ courseId: 1, sectionId: 'section5', topicIndex: 0, isCompleted: true }, client),
    ).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect(
      (
        await call('/api/apps/academy/course-details/topic', {
          method: 'PUT',
          json: { courseId: 1, sectionId: 'section5', topicIndex: 0, isCompleted: true },
        })
      ).status,
    ).toBe(401);
    expect(await storedCompleted(1)).toBe(19);
  });

  it('completing every topic makes the course complete, so hideCompleted drops it', async () => {
    const found = seedData().courseDetails.find((d) => d.courseId === 2);
    for (const section of found?.content ?? []) {
      for (const [topicIndex, topic] of section.topics.entries()) {
        if (topic.isCompleted) continue;
        await put({ courseId: 2, sectionId: section.id, topicIndex, isCompleted: true });
      }
    }
    expect(
      (await list('?hideCompleted=true&itemsPerPage=-1')).courses.map((c) => c.id),
    ).not.toContain(2);
  });

  it('marking a topic as it already is changes no count', async () => {
    const again = await put({
      courseId: 1,
      sectionId: 'section1',
      topicIndex: 0,
      isCompleted: true,
    });
    expect(again.status).toBe(200);
    expect(await storedCompleted(1)).toBe(19);
  });

  it('two concurrent clicks on the same topic count it once; on two topics, twice', async () => {
    const body = { courseId: 1, sectionId: 'section5', topicIndex: 0, isCompleted: true };
    const same = await Promise.all([put(body), put(body)]);
    expect(same.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await storedCompleted(1)).toBe(20);
    const two = await Promise.all([
      put({ ...body, topicIndex: 1 }),
      put({ ...body, topicIndex: 2 }),
    ]);
    expect(two.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await storedCompleted(1)).toBe(22);
    expect(await storedDoneTopics(1)).toBe(22);
  });

  it('a failed change leaves nothing half-written (the topic rolls back with the course)', async () => {
    // A course whose count is already at its total cannot take one more: the course update
    // breaks its check, and the topic written before it in the transaction is undone.
    await arrangeCourseCompletedTasks(1, 25);
    const failed = await put({
      courseId: 1,
      sectionId: 'section5',
      topicIndex: 0,
      isCompleted: true,
    });
    expect(failed.status).toBe(500);
    expect(await storedDoneTopics(1)).toBe(19);
    expect(await storedCompleted(1)).toBe(25);
  });
});
