import { z } from 'zod';
import { pagingQuerySchema } from './common';

/** Course tags of the academy (spec 3). */
export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;
export type CourseTag = (typeof COURSE_TAGS)[number];
export const ALL_COURSES_LABEL = 'All Courses';
export const COURSE_LABELS = [ALL_COURSES_LABEL, ...COURSE_TAGS] as const;
export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const;

export const courseSchema = z.object({
  id: z.number(),
  /** The tutor's name. */
  user: z.string(),
  image: z.string(),
  tutorImg: z.string(),
  completedTasks: z.number().int().min(0),
  totalTasks: z.number().int().min(1),
  userCount: z.number(),
  note: z.number(),
  view: z.number(),
  time: z.string(),
  /** A Remix icon name, e.g. `ri-code-s-slash-line`. */
  logo: z.string(),
  color: z.string(),
  courseTitle: z.string(),
  desc: z.string(),
  tags: z.enum(COURSE_TAGS),
  rating: z.number().min(1).max(5),
  ratingCount: z.number(),
});
export type Course = z.infer<typeof courseSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * GET /api/apps/academy/courses query (spec 7): q matches the title or the tutor; label
 * "All Courses" (default) or a tag, any letter case; hideCompleted leaves out complete courses.
 */
export const coursesQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  label: z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const match = COURSE_LABELS.find((label) => label.toLowerCase() === value.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `Must be one of: ${COURSE_LABELS.join(', ')}` });
        return z.NEVER;
      }
      return match;
    })
    .default(ALL_COURSES_LABEL),
  hideCompleted: booleanQuery.default(false),
  sortBy: z.enum(COURSE_SORT_KEYS).optional(),
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;

export const coursesResponseSchema = z.object({
  /** Every course in the academy, whatever the filter. */
  totalCourse: z.number(),
  courses: z.array(courseSchema),
  /** Courses matching the filter (all pages). */
  total: z.number(),
});
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

export const courseTopicSchema = z.object({
  title: z.string(),
  time: z.string(),
  isCompleted: z.boolean(),
});
export type CourseTopic = z.infer<typeof courseTopicSchema>;

export const courseSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** "completed/total" topics of the section, e.g. "2/5". */
  status: z.string(),
  time: z.string(),
  topics: z.array(courseTopicSchema),
});
export type CourseSection = z.infer<typeof courseSectionSchema>;

export const courseDetailsSchema = z.object({
  /** The course these details belong to. */
  courseId: z.number(),
  title: z.string(),
  about: z.string(),
  instructor: z.string(),
  instructorAvatar: z.string(),
  instructorPosition: z.string(),
  skillLevel: z.string(),
  totalStudents: z.number(),
  language: z.string(),
  isCaptions: z.boolean(),
  length: z.string(),
  totalLectures: z.number(),
  description: z.array(z.string()),
  content: z.array(courseSectionSchema),
});
export type CourseDetails = z.infer<typeof courseDetailsSchema>;

/** GET /api/apps/academy/course-details query: the course (default the first one). */
export const courseDetailsQuerySchema = z.object({
  id: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** PUT /api/apps/academy/course-details/topic: mark one topic done or not done. */
export const courseTopicBodySchema = z.object({
  courseId: z.number().int().min(1),
  sectionId: z.string().min(1).max(40),
  topicIndex: z.number().int().min(0).max(1000),
  isCompleted: z.boolean(),
});
export type CourseTopicBody = z.infer<typeof courseTopicBodySchema>;

export const ACADEMY_MESSAGES = {
  courseNotFound: 'Course not found',
  topicNotFound: 'Topic not found',
} as const;
