import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  apiKeysSchema,
  createdApiKeySchema,
  profileSessionsSchema,
  recoveryCodesSchema,
  twoStepSetupSchema,
  type ChangePasswordBody,
  type NewApiKeyBody,
} from '@portal/contract';
import { profileKeys } from '../../../lib/profile-queries';

/** Query keys of the security tab. */
export const securityKeys = {
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  apiKeys: () => [...profileKeys.all, 'api-keys'] as const,
};

/** POST /api/profile/password. */
export async function changePassword(body: ChangePasswordBody) {
  await apiFetch('/api/profile/password', { method: 'POST', json: body });
}
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Other sessions were signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

/** POST /api/profile/two-step/setup: a new secret and its otpauth:// URL. */
export async function setupTwoStep() {
  return twoStepSetupSchema.parse(
    await apiFetch('/api/profile/two-step/setup', { method: 'POST', json: {} }),
  );
}
/** POST /api/profile/two-step/enable: confirm with a code; answers the recovery codes once. */
export async function enableTwoStep(code: string) {
  return recoveryCodesSchema.parse(
    await apiFetch('/api/profile/two-step/enable', { method: 'POST', json: { code } }),
  );
}
/** POST /api/profile/two-step/disable. */
export async function disableTwoStep(code: string) {
  await apiFetch('/api/profile/two-step/disable', { method: 'POST', json: { code } });
}
export const useSetupTwoStep = () => useMutation({ mutationFn: setupTwoStep });
export function useTwoStepChange<T>(fn: (code: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.account() }),
  });
}

/** GET /api/profile/sessions. */
export async function getSessions() {
  return profileSessionsSchema.parse(await apiFetch('/api/profile/sessions')).sessions;
}
export const useSessions = () =>
  useQuery({ queryKey: securityKeys.sessions(), queryFn: getSessions });

/** DELETE /api/profile/sessions/:id, or every other session when `id` is null. */
export async function revokeSession(id: string | null) {
  if (id === null)
    await apiFetch('/api/profile/sessions/sign-out-others', { method: 'POST', json: {} });
  else await apiFetch(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

/** GET /api/profile/api-keys. */
export async function getApiKeys() {
  return apiKeysSchema.parse(await apiFetch('/api/profile/api-keys')).apiKeys;
}
export const useApiKeys = () => useQuery({ queryKey: securityKeys.apiKeys(), queryFn: getApiKeys });

/** POST /api/profile/api-keys: the key and its secret (shown once). */
export async function createApiKey(body: NewApiKeyBody) {
  return createdApiKeySchema.parse(
    await apiFetch('/api/profile/api-keys', { method: 'POST', json: body }),
  );
}
/** DELETE /api/profile/api-keys/:id. */
export async function revokeApiKey(id: string) {
  await apiFetch(`/api/profile/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
export function useApiKeyChange<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.apiKeys() }),
  });
}
