import { z } from 'zod';
import { validation as v } from '../../messages.js';
import { wholeNumber } from '../fields.js';

/** The rows of a staff list's page when the caller does not say (`limit`), and the most one page holds. */
export const LIST_PAGE = 100;
export const LIST_PAGE_MAX = 500;

/**
 * The paging of the admin lists: `q` searches, `sort` names a column of the list (a leading '-' sorts
 * descending), `limit` (LIST_PAGE unless said, at most LIST_PAGE_MAX) and `offset` page: no list answers every
 * row at once. The answer stays the array, and the count of everything that matches travels in X-Total-Count.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().max(100, v.tooLong).optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z]{1,40}$/, v.listSort)
    .optional(),
  limit: wholeNumber(1, LIST_PAGE_MAX, v.listPage).optional(),
  offset: wholeNumber(0, 999_999_999, v.listPage).optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;
