import {
  courseDetailsQuerySchema,
  coursesQuerySchema,
  courseTopicBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseQuery } from '../http/validate';
import { getCourseDetails, listCourses, setCourseTopic } from '../services/academy';

/** The academy (spec 7): courses, a course's details, topic progress (the Course ability). */
export const academyRoutes = new Hono<AppEnv>()
  .get('/apps/academy/courses', async (c) => {
    await authenticate(c);
    return c.json(await listCourses(c.var.deps, parseQuery(c, coursesQuerySchema)));
  })
  .get('/apps/academy/course-details', async (c) => {
    await authenticate(c);
    const { id } = parseQuery(c, courseDetailsQuerySchema);
    return c.json(await getCourseDetails(c.var.deps, id));
  })
  .put('/apps/academy/course-details/topic', async (c) => {
    await authorize(c, 'update', 'Course');
    const body = await parseBody(c, courseTopicBodySchema);
    return c.json(await setCourseTopic(c.var.deps, body));
  });
