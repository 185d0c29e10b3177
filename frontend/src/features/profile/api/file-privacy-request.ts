import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { myDataQueryKey } from './get-my-data';
import { myPrivacyRequestsQueryKey } from './get-my-privacy-requests';

export type PrivacyRequestBody = RouteInput<'filePrivacyRequest'>;

/** POST /api/privacy/requests (an add: its Idempotency-Key keeps a resent request single). */
export function filePrivacyRequest({ body, key }: { body: PrivacyRequestBody; key: string }) {
  return call('filePrivacyRequest', { body, idempotencyKey: key });
}

/** Files a request; the person's list of requests (and the copy of their data, which lists them) is read again. */
export function useFilePrivacyRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: filePrivacyRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myPrivacyRequestsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: myDataQueryKey(userId) }),
      ]),
  });
}
