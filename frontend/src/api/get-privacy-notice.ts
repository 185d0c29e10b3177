import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/public/privacy-notice (public): the firm's notice as configured, and what the portal states of itself.
 * In src/api: the notice page, both registration forms, Mi Perfil and the renewal read it.
 */
export function getPrivacyNotice(signal?: AbortSignal) {
  return call('privacyNotice', { signal });
}

export const privacyNoticeQueryKey = ['privacy-notice'] as const;

export const privacyNoticeQueryOptions = queryOptions({
  queryKey: privacyNoticeQueryKey,
  queryFn: ({ signal }) => getPrivacyNotice(signal),
});

export function usePrivacyNotice() {
  return useQuery(privacyNoticeQueryOptions);
}
