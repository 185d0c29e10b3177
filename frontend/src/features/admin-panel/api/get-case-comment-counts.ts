import { MAX_COUNTED_CASES } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * GET /api/fraud-case-comments/counts?ids=: the comment counts of the cases on screen only, asked for at most
 * MAX_COUNTED_CASES at a time.
 */
export async function getCaseCommentCounts(caseIds: readonly string[], signal?: AbortSignal) {
  const parts: string[][] = [];
  for (let i = 0; i < caseIds.length; i += MAX_COUNTED_CASES)
    parts.push(caseIds.slice(i, i + MAX_COUNTED_CASES));
  const counts = await Promise.all(
    parts.map((ids) => call('caseCommentCounts', { query: { ids: ids.join(',') }, signal })),
  );
  const merged: Record<string, number> = {};
  for (const part of counts) Object.assign(merged, part);
  return merged;
}

/** The key of every set of counts: an added comment marks them stale. */
export const caseCommentCountsQueryKey = ['admin', 'comment-counts'] as const;

export function caseCommentCountsQueryOptions(caseIds: readonly string[]) {
  return queryOptions({
    queryKey: [...caseCommentCountsQueryKey, caseIds] as const,
    queryFn: ({ signal }) => getCaseCommentCounts(caseIds, signal),
    enabled: caseIds.length > 0,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useCommentCounts(caseIds: readonly string[]) {
  return useQuery(caseCommentCountsQueryOptions(caseIds));
}
