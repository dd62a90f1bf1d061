import type { UpdateProfileDto } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The fields of `PUT /api/auth/update` the profile screen changes. */
export type ProfileChanges = Pick<UpdateProfileDto, 'name' | 'display_name' | 'profile_image' | 'language' | 'pause_mode_active'>;

export const updateProfile = (changes: ProfileChanges) => api.put('/api/auth/update', { body: changes });

/** Spec §7 "Update profile": the answer is the user as it now is, put straight into the `user` cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
