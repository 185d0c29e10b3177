import { z } from 'zod';
import { contentValidation as cv } from '../texts/public-site.js';
import { optionalText, pastDate, text } from './fields.js';

export const newsStatuses = ['published', 'draft'] as const;
export type NewsStatus = (typeof newsStatuses)[number];
export const newsImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * POST /api/admin/indicators and PUT /api/admin/indicators/:id. The date is a real calendar date from 1900-01-01
 * on, as a fraud's (year 0000 was accepted); it may not be after today (decided with the command's time).
 */
export const indicatorInputSchema = z.object({
  name: text(2, cv.indicatorName, 80),
  value: text(1, cv.indicatorValue, 40),
  date: pastDate(cv.date, cv.dateTooOld),
});
export type IndicatorInput = z.infer<typeof indicatorInputSchema>;

/** An image uploaded for a news article (POST /api/admin/news/images): named by its SHA-256, served with its type. */
export const newsImageSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, cv.image),
  contentType: z.enum(newsImageTypes, { error: cv.imageType }),
});

/** POST /api/admin/news and PUT /api/admin/news/:id. */
export const newsInputSchema = z.object({
  title: text(5, cv.title, 160),
  excerpt: text(10, cv.excerpt, 300),
  body: optionalText(20_000),
  image: newsImageSchema.nullable().optional().default(null),
  status: z.enum(newsStatuses, { error: cv.status }),
  /** From 1900-01-01 on, like an indicator's; a later day than today publishes it on that day. */
  publishDate: pastDate(cv.date, cv.dateTooOld),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/** A row of the staff lists, with the revision an edit's If-Match sends. */
export const adminIndicatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  date: z.string(),
  revision: z.number().int(),
});
export const adminNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image: newsImageSchema.nullable(),
  imageUrl: z.string().optional(),
  status: z.enum(newsStatuses),
  publishDate: z.string(),
  revision: z.number().int(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

/** GET /api/news/:id: a published article with its text. */
export const newsArticleDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  imageUrl: z.string().optional(),
  publishedAt: z.string(),
});
