import {
  ALL_COURSES_LABEL,
  type Course,
  type CourseDetails,
  type CoursesQuery,
} from '@portal/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import { containsText, fromJson, toBool } from '../db/dialect';
import { countRows, onePage } from '../db/paging';

type CourseRow = Selectable<Database['courses']>;

const toCourse = (row: CourseRow): Course => ({
  id: row.id,
  user: row.tutor,
  image: row.image,
  tutorImg: row.tutor_img,
  completedTasks: row.completed_tasks,
  totalTasks: row.total_tasks,
  userCount: row.user_count,
  note: row.note,
  view: row.view,
  time: row.time,
  logo: row.logo,
  color: row.color,
  courseTitle: row.course_title,
  desc: row.description,
  tags: row.tags as Course['tags'],
  rating: row.rating,
  ratingCount: row.rating_count,
});

/** A course's progress, completed / total: the expression of the `courses_progress_idx` index. */
const PROGRESS = sql<number>`(cast(completed_tasks as double precision) / total_tasks)`;

/**
 * One page of courses (spec 7): q in the title or the tutor; label "All Courses" or one tag;
 * hideCompleted leaves out complete courses; sort by title or progress; ties (and no sort) by id.
 */
export async function listCourses(db: Kysely<Database>, query: CoursesQuery) {
  const q = query.q.trim();
  let filtered = db.selectFrom('courses');
  if (q !== '')
    filtered = filtered.where((eb) =>
      eb.or([containsText(eb.ref('course_title'), q), containsText(eb.ref('tutor'), q)]),
    );
  if (query.label !== ALL_COURSES_LABEL) filtered = filtered.where('tags', '=', query.label);
  if (query.hideCompleted) filtered = filtered.whereRef('completed_tasks', '<>', 'total_tasks');
  let rows = filtered.selectAll();
  const direction = query.orderBy === 'desc' ? 'desc' : 'asc';
  if (query.sortBy === 'courseName') rows = rows.orderBy('course_title_key', direction);
  else if (query.sortBy === 'progress') rows = rows.orderBy(PROGRESS, direction);
  rows = rows.orderBy('id', 'asc');
  const [totalCourse, total, page] = await Promise.all([
    countRows(db, db.selectFrom('courses').select('id')),
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { totalCourse, courses: page.map(toCourse), total };
}

export async function findCourse(db: Kysely<Database>, id: number): Promise<Course | undefined> {
  const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCourse(row);
}

const minutes = (value: number) => `${value.toFixed(1)} min`;

/**
 * A course's details page: the course (the first one when `id` is undefined) with its sections
 * and topics; each section's status ("done/total") and time are summed from its topics.
 */
export async function findCourseDetails(
  db: Kysely<Database>,
  id: number | undefined,
): Promise<CourseDetails | undefined> {
  let query = db
    .selectFrom('courses')
    .innerJoin('course_details', 'course_details.course_id', 'courses.id')
    .selectAll('course_details')
    .select([
      'courses.course_title',
      'courses.tutor',
      'courses.tutor_img',
      'courses.time',
      'courses.total_tasks',
    ]);
  query =
    id === undefined ? query.orderBy('courses.id').limit(1) : query.where('courses.id', '=', id);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [sections, topics] = await Promise.all([
    db
      .selectFrom('course_sections')
      .select(['id', 'section_key', 'title'])
      .where('course_id', '=', row.course_id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('course_topics')
      .innerJoin('course_sections', 'course_sections.id', 'course_topics.section_id')
      .select([
        'course_topics.section_id',
        'course_topics.title',
        'course_topics.time',
        'course_topics.is_completed',
      ])
      .where('course_sections.course_id', '=', row.course_id)
      .orderBy('course_topics.section_id')
      .orderBy('course_topics.position')
      .execute(),
  ]);
  return {
    courseId: row.course_id,
    title: row.course_title,
    about: row.about,
    instructor: row.tutor,
    instructorAvatar: row.tutor_img,
    instructorPosition: row.instructor_position,
    skillLevel: row.skill_level,
    totalStudents: row.total_students,
    language: row.language,
    isCaptions: toBool(row.is_captions),
    length: row.time,
    totalLectures: row.total_tasks,
    description: fromJson<string[]>(row.description),
    content: sections.map((section) => {
      const own = topics
        .filter((topic) => topic.section_id === section.id)
        .map((topic) => ({
          title: topic.title,
          time: topic.time,
          isCompleted: toBool(topic.is_completed),
        }));
      const done = own.filter((topic) => topic.isCompleted).length;
      const time = own.reduce((sum, topic) => sum + Number.parseFloat(topic.time), 0);
      return {
        id: section.section_key,
        title: section.title,
        status: `${done}/${own.length}`,
        time: minutes(time),
        topics: own,
      };
    }),
  };
}

/** The topic `topicIndex` of a course's section `sectionKey` (its row id), if there is one. */
export async function findTopicId(
  db: Kysely<Database>,
  courseId: number,
  sectionKey: string,
  topicIndex: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('course_topics')
    .innerJoin('course_sections', 'course_sections.id', 'course_topics.section_id')
    .select('course_topics.id')
    .where('course_sections.course_id', '=', courseId)
    .where('course_sections.section_key', '=', sectionKey)
    .where('course_topics.position', '=', topicIndex)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Marks a topic done or not done and moves its course's completed count by the change. The
 * topic is only written when its state differs (`WHERE is_completed <> ?`), so of two
 * concurrent identical clicks one changes it and the other changes nothing: the count stays
 * the number of completed topics.
 */
export async function setTopicCompleted(
  db: Kysely<Database>,
  courseId: number,
  topicId: number,
  isCompleted: boolean,
): Promise<void> {
  const changed = await db
    .updateTable('course_topics')
    .set({ is_completed: isCompleted })
    .where('id', '=', topicId)
    .where('is_completed', '<>', isCompleted)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return;
  await db
    .updateTable('courses')
    .set((eb) => ({ completed_tasks: eb('completed_tasks', isCompleted ? '+' : '-', 1) }))
    .where('id', '=', courseId)
    .execute();
}
