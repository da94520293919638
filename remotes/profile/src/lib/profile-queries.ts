import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { profileResponseSchema } from '@portal/contract';

/** Query keys of the profile remote: every feature narrows from `['profile']`. */
export const profileKeys = {
  all: ['profile'] as const,
  account: () => [...profileKeys.all, 'account'] as const,
  demo: () => [...profileKeys.all, 'demo'] as const,
};

/** GET /api/profile: the signed-in account's own profile, with its version (`versionOf`). */
export async function getProfile() {
  return parseVersioned(profileResponseSchema, await apiFetch('/api/profile'));
}

/** GET /api/profile/demo: the read-only sample customer. */
export async function getDemoProfile() {
  return profileResponseSchema.parse(await apiFetch('/api/profile/demo'));
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.account(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
export const useDemoProfile = () =>
  useQuery({ queryKey: profileKeys.demo(), queryFn: getDemoProfile });
