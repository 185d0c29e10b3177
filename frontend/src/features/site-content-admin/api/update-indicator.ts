import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterIndicatorWrite } from './get-admin-indicators';

export interface IndicatorEdit {
  id: string;
  /** The revision it was read at (If-Match): a change made meanwhile is a 409. */
  revision: number;
  input: RouteInput<'adminUpdateIndicator'>;
}

/** PUT /api/admin/indicators/:id: an indicator, edited. */
export function updateIndicator({ id, revision, input }: IndicatorEdit) {
  return call('adminUpdateIndicator', {
    params: { id },
    body: input,
    headers: { 'If-Match': String(revision) },
  });
}

export function useUpdateIndicator() {
  const after = useAfterIndicatorWrite();
  return useMutation({ mutationFn: updateIndicator, onSettled: after });
}
