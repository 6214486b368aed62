import { profileEndpoints, type OwnProfileResponse, type PublicProfileResponse } from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { useFreshQuery } from '../../lib/use-fresh-query';
import { updateStoredUser } from '../../lib/session-storage';
import { useSession } from '../../lib/use-session';
import { profileKeys } from './query-keys';

/** The member's own profile: the member, their points and follow counts. */
export function useOwnProfile() {
  return useFreshQuery(profileKeys.own, profileEndpoints.own, {});
}

/**
 * The profile update as multipart (display name, bio, optional avatar file or remove_avatar=1).
 * The saved user replaces the stored one, so the header's avatar changes at once.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(profileEndpoints.update, { form }),
    onSuccess: (response) => {
      updateStoredUser(response.user);
      queryClient.setQueryData<OwnProfileResponse>(profileKeys.own, (data) =>
        data ? { ...data, user: response.user } : data,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.public(response.user.id) });
    },
  });
}

/** The signed-in member's id, or null for a visitor (and while hydrating the server's visitor render). */
function useViewerId(): number | null {
  const { loggedIn, user } = useSession();
  return loggedIn && user ? Number(user.id) : null;
}

/**
 * A member's public profile, as the viewer sees it. A member's page reads it again after hydrating the
 * server's visitor answer, which stays on screen meanwhile (`isPlaceholderData`).
 */
export function usePublicProfile(userId: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: profileKeys.publicFor(userId ?? 0, viewerId),
    queryFn: ({ signal }) => call(profileEndpoints.publicProfile, { params: { id: userId ?? 0 } }, { signal }),
    enabled: userId !== null,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/**
 * The follow call with an explicit `follow` flag (a double click cannot undo itself); the follower
 * count shown is the server's.
 */
export function useFollow(userId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (follow: boolean) => call(profileEndpoints.follow, { body: { user_id: userId, follow } }),
    onSuccess: (response) => {
      queryClient.setQueryData<PublicProfileResponse>(profileKeys.publicFor(userId, viewerId), (data) =>
        data ? { ...data, is_following: response.following, followers: response.followers } : data,
      );
      // The viewer's own 'following' count changed.
      void queryClient.invalidateQueries({ queryKey: profileKeys.own });
    },
  });
}
