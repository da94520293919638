import type { CourseTag } from '@portal/contract';

/** Translation keys of the course tags (`academy.tags.<key>`). */
export const TAG_KEYS: Record<CourseTag, string> = {
  Web: 'web',
  Design: 'design',
  Psychology: 'psychology',
  'UI/UX': 'uiux',
  Art: 'art',
};

/** Badge colours of the tags: dark shades, readable under white text in both schemes. */
export const TAG_COLORS: Record<CourseTag, string> = {
  Web: 'blue.9',
  Design: 'grape.9',
  Psychology: 'teal.9',
  'UI/UX': 'orange.9',
  Art: 'red.9',
};

/** Progress in percent, rounded (completedTasks / totalTasks). */
export const progressPercent = (course: { completedTasks: number; totalTasks: number }) =>
  Math.round((course.completedTasks / course.totalTasks) * 100);
