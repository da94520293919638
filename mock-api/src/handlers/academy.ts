import { http } from 'msw';
import {
  ACADEMY_MESSAGES,
  ALL_COURSES_LABEL,
  courseDetailsQuerySchema,
  coursesQuerySchema,
  courseTopicBodySchema,
  type Course,
  type CoursesQuery,
} from '@portal/contract';
import { withSectionSummary } from '../db/seed-academy';
import { commitDb, getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { json, messageResponse } from '../lib/http';
import { includesText, paginate, sortByText } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';

export const courseProgress = (course: Pick<Course, 'completedTasks' | 'totalTasks'>) =>
  course.completedTasks / course.totalTasks;
export const isCourseComplete = (course: Pick<Course, 'completedTasks' | 'totalTasks'>) =>
  course.completedTasks === course.totalTasks;

/**
 * Spec 7: q matches the title or the tutor; label "All Courses" keeps every tag; hideCompleted
 * drops complete courses; sortBy courseName (title) or progress (completed / total).
 */
export function listCourses(courses: readonly Course[], query: CoursesQuery) {
  const q = query.q.trim();
  const filtered = courses.filter(
    (course) =>
      (includesText(course.courseTitle, q) || includesText(course.user, q)) &&
      (query.label === ALL_COURSES_LABEL || course.tags === query.label) &&
      !(query.hideCompleted && isCourseComplete(course)),
  );
  const direction = query.orderBy === 'desc' ? -1 : 1;
  const sorted =
    query.sortBy === 'courseName'
      ? sortByText(filtered, (course) => course.courseTitle, query.orderBy)
      : query.sortBy === 'progress'
        ? [...filtered].sort((a, b) => direction * (courseProgress(a) - courseProgress(b)))
        : filtered;
  return {
    totalCourse: courses.length,
    courses: paginate(sorted, query.page, query.itemsPerPage).items,
    total: filtered.length,
  };
}

const courseNotFound = () => messageResponse(404, ACADEMY_MESSAGES.courseNotFound);

export const academyHandlers = [
  http.get(
    '/api/apps/academy/courses',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      return json(listCourses(getDb().courses, parseQuery(request.url, coursesQuerySchema)));
    }),
  ),

  http.get(
    '/api/apps/academy/course-details',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { id } = parseQuery(request.url, courseDetailsQuerySchema);
      const details = getDb().courseDetails;
      const found = id === undefined ? details[0] : details.find((d) => d.courseId === id);
      return found ? json(found) : courseNotFound();
    }),
  ),

  /** Marks one topic done or not done; the course's completedTasks follows. */
  http.put(
    '/api/apps/academy/course-details/topic',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'update', 'Course');
      const body = await parseBody(request, courseTopicBodySchema);
      const db = getDb();
      const course = db.courses.find((c) => c.id === body.courseId);
      const details = db.courseDetails.find((d) => d.courseId === body.courseId);
      if (!course || !details) return courseNotFound();
      const sectionIndex = details.content.findIndex((s) => s.id === body.sectionId);
      const section = details.content[sectionIndex];
      const topic = section?.topics[body.topicIndex];
      if (!section || !topic) return messageResponse(404, ACADEMY_MESSAGES.topicNotFound);
      topic.isCompleted = body.isCompleted;
      details.content[sectionIndex] = withSectionSummary(section);
      course.completedTasks = details.content
        .flatMap((s) => s.topics)
        .filter((t) => t.isCompleted).length;
      await commitDb();
      return json({ course, details });
    }),
  ),
];
