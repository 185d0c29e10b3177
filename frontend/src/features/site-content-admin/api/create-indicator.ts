import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterIndicatorWrite } from './get-admin-indicators';

export type NewIndicator = RouteInput<'adminCreateIndicator'>;

/** POST /api/admin/indicators: an indicator, new (an add: its Idempotency-Key keeps a resent one single). */
export function createIndicator({ input, key }: { input: NewIndicator; key: string }) {
  return call('adminCreateIndicator', { body: input, idempotencyKey: key });
}

export function useCreateIndicator() {
  const after = useAfterIndicatorWrite();
  return useMutation({ mutationFn: createIndicator, onSettled: after });
}
