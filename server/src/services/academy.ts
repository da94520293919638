import {
  ACADEMY_MESSAGES,
  type Course,
  type CourseDetails,
  type CoursesQuery,
  type CoursesResponse,
  type CourseTopicBody,
} from '@portal/contract';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import * as courses from '../repositories/courses.repository';

export function listCourses(deps: AppDeps, query: CoursesQuery): Promise<CoursesResponse> {
  return courses.listCourses(deps.db, query);
}

/** The course's details page (the first course without an id), or 404. */
export async function getCourseDetails(
  deps: AppDeps,
  id: number | undefined,
): Promise<CourseDetails> {
  const details = await courses.findCourseDetails(deps.db, id);
  if (!details) throw notFound(ACADEMY_MESSAGES.courseNotFound);
  return details;
}

/**
 * Marks one topic done or not done; the course's completed tasks and the section's status
 * follow. One transaction: the topic, the course's count and the answer read back agree.
 */
export function setCourseTopic(
  deps: AppDeps,
  body: CourseTopicBody,
): Promise<{ course: Course; details: CourseDetails }> {
  return deps.db.transaction().execute(async (trx) => {
    const course = await courses.findCourse(trx, body.courseId);
    const details = course && (await courses.findCourseDetails(trx, body.courseId));
    if (!course || !details) throw notFound(ACADEMY_MESSAGES.courseNotFound);
    const topicId = await courses.findTopicId(trx, body.courseId, body.sectionId, body.topicIndex);
    if (topicId === undefined) throw notFound(ACADEMY_MESSAGES.topicNotFound);
    await courses.setTopicCompleted(trx, body.courseId, topicId, body.isCompleted);
    const [updated, updatedDetails] = await Promise.all([
      courses.findCourse(trx, body.courseId),
      courses.findCourseDetails(trx, body.courseId),
    ]);
    if (!updated || !updatedDetails) throw notFound(ACADEMY_MESSAGES.courseNotFound);
    return { course: updated, details: updatedDetails };
  });
}
