import type { PlanTerms } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { myDashboardQueryKey } from '../../../api/get-my-dashboard';
import { recoveryHomeQueryKey } from '../../../api/get-recovery-home';

/**
 * PUT /api/clients/my-plan: the signed-in client's plan with the terms they read and accepted (the same plan on
 * the same terms again changes nothing; terms the firm changed since are refused with 409).
 */
export function choosePlan(userId: string, plan: PlanTerms) {
  return call('myPlan', {
    body: {
      plan: plan.key,
      accepted: true,
      terms: { feePercent: plan.feePercent, timeframe: plan.timeframe, documents: plan.documents },
    },
    userId,
  });
}

/** The dashboard and the home show the plan: both are read again. */
export function useChoosePlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanTerms) => choosePlan(userId, plan),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recoveryHomeQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: myDashboardQueryKey(userId) }),
      ]),
  });
}
