import { z } from 'zod';
import { contentValidation } from '../texts/public-site.js';
import { commentTypeSchema, securityCategorySchema, securityPrioritySchema } from './enums.js';
import { wholeNumber } from './fields.js';

const newsLimitMessage = contentValidation.newsLimit;

/** Read models shown to clients beyond the dashboard (client-portal.md §3). */
export const securityCommentViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: securityCategorySchema,
  priority: securityPrioritySchema,
  createdAt: z.string(),
});
export const caseCommentViewSchema = z.object({
  id: z.string(),
  content: z.string(),
  commentType: commentTypeSchema,
  isVisibleToClient: z.boolean(),
  createdAt: z.string(),
});
export const indicatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  date: z.string(),
});
export const newsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string().optional(),
  publishedAt: z.string(),
});
/** ?limit: 3 by default; more than 20 is served as 20 (client-portal.md §7). */
export const newsQuerySchema = z.object({
  limit: wholeNumber(1, 999_999_999, newsLimitMessage)
    .default(3)
    .transform((n) => Math.min(n, 20)),
});
