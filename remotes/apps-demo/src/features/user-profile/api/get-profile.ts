import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  profileHeaderSchema,
  profileProjectsResponseSchema,
  profileTabResponseSchemas,
  type ProfileProjectsQuery,
  type ProfileTab,
  type ProfileTabResponse,
} from '@portal/contract';

export type ProfileProjectsFilters = Partial<ProfileProjectsQuery>;

export async function getProfileHeader(signal?: AbortSignal) {
  return profileHeaderSchema.parse(await apiFetch('/api/pages/profile/header', { signal }));
}

export async function getProfileTab<T extends ProfileTab>(
  tab: T,
  signal?: AbortSignal,
): Promise<ProfileTabResponse<T>> {
  const body = await apiFetch('/api/pages/profile', { query: { tab }, signal });
  return profileTabResponseSchemas[tab].parse(body) as ProfileTabResponse<T>;
}

export async function getProfileProjects(filters: ProfileProjectsFilters, signal?: AbortSignal) {
  return profileProjectsResponseSchema.parse(
    await apiFetch('/api/pages/profile/projects', { query: { ...filters }, signal }),
  );
}

/** Query keys and options of the user-profile feature; the connection mutation invalidates `all()`. */
export const profileQueries = {
  all: () => ['apps-demo', 'user-profile'] as const,
  header: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'header'] as const,
      queryFn: ({ signal }) => getProfileHeader(signal),
    }),
  tab: <T extends ProfileTab>(tab: T) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'tab', tab] as const,
      queryFn: ({ signal }) => getProfileTab(tab, signal),
    }),
  projects: (filters: ProfileProjectsFilters) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'projects', filters] as const,
      queryFn: ({ signal }) => getProfileProjects(filters, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useProfileHeader = () => useQuery(profileQueries.header());
export const useProfileTab = <T extends ProfileTab>(tab: T) => useQuery(profileQueries.tab(tab));
export const useProfileProjects = (filters: ProfileProjectsFilters) =>
  useQuery(profileQueries.projects(filters));
