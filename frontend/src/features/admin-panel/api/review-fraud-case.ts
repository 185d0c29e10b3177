import type { RouteInput } from '@portal/contracts';
import { call } from '../../../api/client';
import { recoveryProcessesQueryKey } from '../../../api/get-recovery-processes';
import { adminClientsQueryKey } from './get-admin-clients';
import { fraudCasesQueryKey } from './get-fraud-cases';
import { ifMatch, useWrite } from './use-write';

/** PUT /api/fraud-cases/:id with the revision of the review the admin read (-1 before the first). */
export function reviewFraudCase(input: {
  id: string;
  revision: number;
  body: RouteInput<'updateFraudCase'>;
}) {
  return call('updateFraudCase', {
    params: { id: input.id },
    body: input.body,
    headers: ifMatch(input.revision),
  });
}

export const useReviewFraudCase = () =>
  useWrite(reviewFraudCase, () => [fraudCasesQueryKey, adminClientsQueryKey, recoveryProcessesQueryKey]);
