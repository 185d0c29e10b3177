import { z } from 'zod';

/** Read models shown to clients beyond the dashboard (client-portal.md §3). */
export const securityCommentViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  priority: z.string(),
  createdAt: z.string(),
});
export const caseCommentViewSchema = z.object({
  id: z.string(),
  content: z.string(),
  commentType: z.string(),
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
export const newsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(3) });
