import type { ClientRegistration } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** POST /api/clients/register. The same key on a resubmission makes the server answer the first result. */
export function registerClient(payload: ClientRegistration, idempotencyKey: string) {
  return call('registerClient', { body: payload, idempotencyKey });
}

/** The visitor is not signed in yet: there is no cached read to invalidate. */
export function useRegisterClient() {
  return useMutation({
    mutationFn: ({ payload, key }: { payload: ClientRegistration; key: string }) =>
      registerClient(payload, key),
  });
}
