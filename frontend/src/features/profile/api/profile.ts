import type { RouteInput } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/profile: the signed-in person's account (and a client's contact with its revision). */
export const profileQueryKey = (userId: string) => ['profile', userId] as const;
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => call('profile', { userId, signal }),
  });
export const useProfile = (userId: string) => useQuery(profileQueryOptions(userId));

export type ContactInput = RouteInput<'updateProfileContact'>;

/** PUT /api/profile/contact with `If-Match: <revision>`: a change made meanwhile (an administrator's) is a 409. */
export function useUpdateContact(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, revision }: { input: ContactInput; revision: number }) =>
      call('updateProfileContact', { body: input, userId, headers: { 'If-Match': String(revision) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) }),
  });
}
