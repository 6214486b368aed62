import type { FollowResponse, OwnProfileResponse, PublicProfileResponse, UpdateProfileResponse } from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { updateStoredUser } from '../../lib/session-storage';
import { profileKeys } from './query-keys';

/** GET /api/auth/profile: the member, their points and follow counts. */
export function useOwnProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => api<OwnProfileResponse>('/api/auth/profile', { signal }),
    enabled,
    staleTime: 0,
  });
}

/**
 * PUT /api/auth/profile as multipart (display name, bio, optional avatar file or remove_avatar=1).
 * The saved user replaces the stored one, so the header's avatar changes at once.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<UpdateProfileResponse>('/api/auth/profile', { method: 'PUT', body: form }),
    onSuccess: (response) => {
      updateStoredUser(response.user);
      queryClient.setQueryData<OwnProfileResponse>(profileKeys.own, (data) =>
        data ? { ...data, user: response.user } : data,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.public(response.user.id) });
    },
  });
}

/** GET /api/user/{id}/profile. */
export function usePublicProfile(userId: number | null) {
  return useQuery({
    queryKey: profileKeys.public(userId ?? 0),
    queryFn: ({ signal }) => api<PublicProfileResponse>(`/api/user/${userId ?? 0}/profile`, { signal }),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/**
 * POST /api/follow with an explicit `follow` flag (a double click cannot undo itself); the follower
 * count shown is the server's.
 */
export function useFollow(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      api<FollowResponse>('/api/follow', { method: 'POST', body: { user_id: userId, follow } }),
    onSuccess: (response) => {
      queryClient.setQueryData<PublicProfileResponse>(profileKeys.public(userId), (data) =>
        data ? { ...data, is_following: response.following, followers: response.followers } : data,
      );
      // The viewer's own 'following' count changed.
      void queryClient.invalidateQueries({ queryKey: profileKeys.own });
    },
  });
}
