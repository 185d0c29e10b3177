import type { ServicePlanKey } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { myDashboardQueryKey } from '../../../api/get-my-dashboard';
import { recoveryHomeQueryKey } from '../../../api/get-recovery-home';

/** PUT /api/clients/my-plan: the signed-in client's plan (the same plan again changes nothing). */
export function choosePlan(userId: string, plan: ServicePlanKey) {
  return call('myPlan', { body: { plan }, userId });
}

/** The dashboard and the home show the plan: both are read again. */
export function useChoosePlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: ServicePlanKey) => choosePlan(userId, plan),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recoveryHomeQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: myDashboardQueryKey(userId) }),
      ]),
  });
}
