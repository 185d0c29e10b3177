import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { agentClientsQueryPrefix } from '../../../api/get-agent-clients';
import { privacyQueueQueryKey } from './get-privacy-queue';

export type PrivacyAnswerBody = RouteInput<'answerPrivacyRequest'>;

/** POST /api/privacy/requests/:id/answer: accepted or refused, with the words to the person. */
export function answerPrivacyRequest({ id, body }: { id: string; body: PrivacyAnswerBody }) {
  return call('answerPrivacyRequest', { params: { id }, body });
}

/**
 * Answers a request; the queue is read again whatever the outcome (a 409: someone answered it meanwhile). An
 * accepted cancellation erases the person: every list of cases is marked stale too.
 */
export function useAnswerPrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPrivacyRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: agentClientsQueryPrefix }),
      ]),
  });
}
