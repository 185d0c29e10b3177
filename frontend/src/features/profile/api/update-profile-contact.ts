import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { profileQueryKey } from './get-profile';

export type ContactInput = RouteInput<'updateProfileContact'>;

/** PUT /api/profile/contact with `If-Match: <revision>`: a change made meanwhile (an administrator's) is a 409. */
export function updateProfileContact(
  userId: string,
  { input, revision }: { input: ContactInput; revision: number },
) {
  return call('updateProfileContact', { body: input, userId, headers: { 'If-Match': String(revision) } });
}

/** The profile is read again after the change, a refused one included (a 409 shows the contact as it is now). */
export function useUpdateProfileContact(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { input: ContactInput; revision: number }) => updateProfileContact(userId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) }),
  });
}
