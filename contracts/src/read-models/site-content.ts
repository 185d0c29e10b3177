import type { z } from 'zod';
import type { adminIndicatorSchema, adminNewsSchema } from '../schemas/site-content.js';

/** Projection `siteContent` (its checkpoint has the same name): indicators and news of the home. */
export const SITE_CONTENT_PROJECTION = 'siteContent';

/** Keyed by indicator id: a row of GET /api/admin/indicators (deleted ones are removed). */
export const INDICATORS = 'indicators';
export type IndicatorDoc = z.infer<typeof adminIndicatorSchema>;

/** Keyed by article id: a row of GET /api/admin/news without its image URL (deleted ones are removed). */
export const NEWS_ARTICLES = 'newsArticles';
export type NewsArticleDoc = Omit<z.infer<typeof adminNewsSchema>, 'imageUrl'> & {
  createdAt: string;
  /** The image's SHA-256 at the top of the document, so serving an image finds its article by an equality filter. */
  imageSha256: string | null;
};
