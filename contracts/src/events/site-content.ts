import { z } from 'zod';
import { newsImageTypes, newsStatuses } from '../schemas/site-content.js';

/** Facts of an indicator as an admin enters them (the form's limits are `indicatorInputSchema`'s). */
const indicatorFields = { name: z.string(), value: z.string(), date: z.string() };

/** Financial indicators the administration publishes: one stream per indicator. */
export const indicatorEvents = {
  IndicatorPublished: {
    version: 1,
    schema: z.object({ indicatorId: z.string(), authorId: z.string(), ...indicatorFields }),
  },
  IndicatorRevised: { version: 1, schema: z.object({ indicatorId: z.string(), ...indicatorFields }) },
  IndicatorDeleted: { version: 1, schema: z.object({ indicatorId: z.string() }) },
} as const;

/** Facts of a news article: its image by SHA-256 and type (the bytes are in the blob store). */
const articleFields = {
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image: z.object({ sha256: z.string(), contentType: z.enum(newsImageTypes) }).nullable(),
  status: z.enum(newsStatuses),
  publishDate: z.string(),
};

/** News articles: one stream per article. */
export const newsEvents = {
  NewsArticleWritten: {
    version: 1,
    schema: z.object({ articleId: z.string(), authorId: z.string(), ...articleFields }),
  },
  NewsArticleRevised: { version: 1, schema: z.object({ articleId: z.string(), ...articleFields }) },
  NewsArticleDeleted: { version: 1, schema: z.object({ articleId: z.string() }) },
} as const;
