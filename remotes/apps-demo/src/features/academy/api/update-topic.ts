import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { courseDetailsSchema, courseSchema, type CourseTopicBody } from '@portal/contract';
import { z } from 'zod';
import { academyQueries } from './get-courses';

const topicResponseSchema = z.object({ course: courseSchema, details: courseDetailsSchema });

export async function updateTopic(body: CourseTopicBody) {
  return topicResponseSchema.parse(
    await apiFetch('/api/apps/academy/course-details/topic', { method: 'PUT', json: body }),
  );
}

/** Marks a topic done or not done; the course's progress follows on the server. */
export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopic,
    onSuccess: ({ details }) => {
      queryClient.setQueryData(academyQueries.details(details.courseId).queryKey, details);
      return queryClient.invalidateQueries({ queryKey: academyQueries.all() });
    },
  });
}
