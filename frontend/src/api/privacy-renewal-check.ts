import { queryOptions } from '@tanstack/react-query';
import { isRecord, ResponseFormatError } from './errors';
import { type RouteLine, request } from './request';

const myConsentsRoute: RouteLine<'myConsents'> = { method: 'GET', path: '/api/privacy/my-consents' };

/**
 * Whether the signed-in client or agent must accept the notice in force before anything else: GET
 * /api/privacy/my-consents read by hand for its `renewalDue` only, since every page's root asks it and the first
 * pages load no zod (the gateway already cuts the answer to its schema).
 */
export function getRenewalDue(userId: string, signal?: AbortSignal): Promise<boolean> {
  return request(myConsentsRoute, { userId, signal }, (data) => {
    if (isRecord(data) && typeof data.renewalDue === 'boolean') return data.renewalDue;
    throw new ResponseFormatError();
  });
}

export const renewalCheckQueryKey = (userId: string) => ['privacy-renewal', userId] as const;

export function renewalCheckQueryOptions(userId: string) {
  return queryOptions({
    queryKey: renewalCheckQueryKey(userId),
    queryFn: ({ signal }) => getRenewalDue(userId, signal),
  });
}
