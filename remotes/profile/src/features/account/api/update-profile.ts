import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, parseVersioned, sessionStore } from '@portal/auth';
import {
  profileResponseSchema,
  type ProfileResponse,
  type ProfileUpdateBody,
} from '@portal/contract';
import { changeLanguage } from '@portal/design/base';
import { profileKeys } from '../../../lib/profile-queries';

/** PUT /api/profile, made from version `ifMatch` (412 when the profile moved on). */
export async function updateProfile({
  body,
  ifMatch = null,
}: {
  body: ProfileUpdateBody;
  ifMatch?: string | null;
}) {
  return parseVersioned(
    profileResponseSchema,
    await apiFetch('/api/profile', { method: 'PUT', json: body, ifMatch }),
  );
}

/** The app bar reads the session user: give it the saved name, e-mail and avatar at once. */
function refreshSessionUser(profile: ProfileResponse) {
  const { userData, signedIn } = sessionStore.getState();
  if (!userData || !signedIn) return;
  sessionStore.setState({
    userData: {
      ...userData,
      fullName: profile.fullName,
      email: profile.email,
      avatar: profile.avatar,
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.account(), profile);
      refreshSessionUser(profile);
      // The account's language is the portal's language.
      await changeLanguage(profile.language);
    },
  });
}
