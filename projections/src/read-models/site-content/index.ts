import {
  INDICATORS,
  type IndicatorDoc,
  NEWS_ARTICLES,
  type NewsArticleDoc,
  SITE_CONTENT_PROJECTION,
} from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/**
 * siteContent: the financial indicators and news articles of the home, each with the revision an
 * edit's If-Match sends. Deleted ones are removed. What is public (published articles whose date came) is the
 * query's choice: the staff list shows drafts too.
 */
export const siteContentProjector = defineProjector({
  name: SITE_CONTENT_PROJECTION,
  // 2: the image's SHA-256 at the top of an article's document (looked up when the image is served).
  version: 2,
  collections: [INDICATORS, NEWS_ARTICLES],
  handles: [
    'IndicatorPublished',
    'IndicatorRevised',
    'IndicatorDeleted',
    'NewsArticleWritten',
    'NewsArticleRevised',
    'NewsArticleDeleted',
  ],
  async apply({ event, metadata, revision }, view) {
    switch (event.type) {
      case 'IndicatorPublished':
      case 'IndicatorRevised': {
        const { indicatorId, name, value, date } = event.data;
        const doc: IndicatorDoc = { id: indicatorId, name, value, date, revision };
        view.put(INDICATORS, indicatorId, doc);
        return;
      }
      case 'IndicatorDeleted':
        view.delete(INDICATORS, event.data.indicatorId);
        return;
      case 'NewsArticleWritten':
      case 'NewsArticleRevised': {
        const { articleId, title, excerpt, body, image, status, publishDate } = event.data;
        const before = await view.get<NewsArticleDoc>(NEWS_ARTICLES, articleId);
        if (event.type === 'NewsArticleRevised' && !before) return;
        const doc: NewsArticleDoc = {
          id: articleId,
          title,
          excerpt,
          body,
          image,
          imageSha256: image?.sha256 ?? null,
          status,
          publishDate,
          createdAt: before?.createdAt ?? metadata.occurredAt,
          revision,
        };
        view.put(NEWS_ARTICLES, articleId, doc);
        return;
      }
      case 'NewsArticleDeleted':
        view.delete(NEWS_ARTICLES, event.data.articleId);
        return;
    }
  },
});
