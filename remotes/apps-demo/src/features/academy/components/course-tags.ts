import { parseThemeColor, type MantineTheme } from '@mantine/core';
import type { CourseTag } from '@portal/contract';

/** Translation keys of the course tags (`academy.tags.<key>`). */
export const TAG_KEYS: Record<CourseTag, string> = {
  Web: 'web',
  Design: 'design',
  Psychology: 'psychology',
  'UI/UX': 'uiux',
  Art: 'art',
};

/**
 * The one colour of each tag: its badge in the tables and its slice of the topics chart. Dark
 * shades, readable under white text in both schemes.
 */
export const TAG_COLORS: Record<CourseTag, string> = {
  Web: 'blue.9',
  Design: 'grape.9',
  Psychology: 'teal.9',
  'UI/UX': 'orange.9',
  Art: 'red.9',
};

/** A tag's colour as a chart draws it (a CSS colour from the theme, not a Mantine name). */
export const tagChartColor = (tag: CourseTag, theme: MantineTheme) =>
  parseThemeColor({ color: TAG_COLORS[tag], theme }).value;

/** Progress in percent, rounded (completedTasks / totalTasks). */
export const progressPercent = (course: { completedTasks: number; totalTasks: number }) =>
  Math.round((course.completedTasks / course.totalTasks) * 100);
