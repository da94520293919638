import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { courseDetailsSchema, coursesResponseSchema, type CoursesQuery } from '@portal/contract';

export type CoursesFilters = Partial<CoursesQuery>;

export async function getCourses(filters: CoursesFilters, signal?: AbortSignal) {
  return coursesResponseSchema.parse(
    await apiFetch('/api/apps/academy/courses', { query: { ...filters }, signal }),
  );
}

export async function getCourseDetails(id: number | undefined, signal?: AbortSignal) {
  return courseDetailsSchema.parse(
    await apiFetch('/api/apps/academy/course-details', { query: { id }, signal }),
  );
}

/** Query keys and options of the academy feature; the topic mutation invalidates `all()`. */
export const academyQueries = {
  all: () => ['apps-demo', 'academy'] as const,
  courses: (filters: CoursesFilters) =>
    queryOptions({
      queryKey: [...academyQueries.all(), 'courses', filters] as const,
      queryFn: ({ signal }) => getCourses(filters, signal),
      placeholderData: keepPreviousData,
    }),
  details: (id: number | undefined) =>
    queryOptions({
      queryKey: [...academyQueries.all(), 'details', id ?? 'default'] as const,
      queryFn: ({ signal }) => getCourseDetails(id, signal),
    }),
};

export const useCourses = (filters: CoursesFilters) => useQuery(academyQueries.courses(filters));
/** Every course (for the dashboard's figures). */
export const useAllCourses = () => useQuery(academyQueries.courses({ page: 1, itemsPerPage: -1 }));
export const useCourseDetails = (id: number | undefined) => useQuery(academyQueries.details(id));
