import {
  contentErrors,
  DomainError,
  dayInMexico,
  INDICATORS,
  type IndicatorDoc,
  NEWS_ARTICLES,
  type NewsArticleDoc,
  pathOf,
  type RouteResponse,
} from '@portal/contracts';
import type { DocumentStore, RouteHandlers } from '@portal/platform';

const imageUrlOf = (doc: Pick<NewsArticleDoc, 'image'>) =>
  doc.image ? { imageUrl: pathOf('newsImage', { sha256: doc.image.sha256 }) } : {};

/** GET /api/indicators: every indicator, the most recent date first. */
async function indicators(documents: DocumentStore): Promise<RouteResponse<'indicators'>> {
  const docs = await documents.list<IndicatorDoc>(INDICATORS, { orderBy: 'date', desc: true });
  return docs.map(({ id, name, value, date }) => ({ id, name, value, date }));
}

/** GET /api/admin/indicators. */
async function adminIndicators(documents: DocumentStore): Promise<RouteResponse<'adminIndicators'>> {
  return documents.list<IndicatorDoc>(INDICATORS, { orderBy: 'date', desc: true });
}

/** Articles read per step while looking for the newest public ones (those dated later are skipped). */
const NEWS_STEP = 20;

/**
 * The `limit` newest published articles whose publish date has come: read newest first from the (status,
 * publishDate) index, a step at a time, skipping the few scheduled for a later day.
 */
async function publicArticles(documents: DocumentStore, now: Date, limit: number): Promise<NewsArticleDoc[]> {
  const today = dayInMexico(now);
  const found: NewsArticleDoc[] = [];
  for (let offset = 0; found.length < limit; offset += NEWS_STEP) {
    const step = await documents.list<NewsArticleDoc>(NEWS_ARTICLES, {
      where: { status: 'published' },
      orderBy: 'publishDate',
      desc: true,
      limit: NEWS_STEP,
      offset,
    });
    found.push(...step.filter((d) => d.publishDate <= today));
    if (step.length < NEWS_STEP) break;
  }
  return found.slice(0, limit);
}

/** GET /api/news?limit= (3 by default, at most 20). */
async function news(documents: DocumentStore, limit: number, now: Date): Promise<RouteResponse<'news'>> {
  return (await publicArticles(documents, now, limit)).map((d) => ({
    id: d.id,
    title: d.title,
    excerpt: d.excerpt,
    ...imageUrlOf(d),
    publishedAt: d.publishDate,
  }));
}

/** GET /api/news/:id: a public article; a draft or a future one is not found, like one that does not exist. */
async function newsArticle(
  documents: DocumentStore,
  id: string,
  now: Date,
): Promise<RouteResponse<'newsArticle'>> {
  const doc = await documents.get<NewsArticleDoc>(NEWS_ARTICLES, id);
  if (doc?.status !== 'published' || doc.publishDate > dayInMexico(now))
    throw new DomainError('not_found', contentErrors.articleNotFound);
  return {
    id: doc.id,
    title: doc.title,
    excerpt: doc.excerpt,
    body: doc.body,
    ...imageUrlOf(doc),
    publishedAt: doc.publishDate,
  };
}

/** GET /api/admin/news: drafts too, the latest publish date first. */
async function adminNews(documents: DocumentStore): Promise<RouteResponse<'adminNews'>> {
  const docs = await documents.list<NewsArticleDoc>(NEWS_ARTICLES, { orderBy: 'publishDate', desc: true });
  return docs.map(({ createdAt: _created, imageSha256: _sha, ...doc }) => ({ ...doc, ...imageUrlOf(doc) }));
}

/** Whether an image is one a news article shows (only those are served, whatever else the blob store holds). */
export async function isNewsImage(documents: DocumentStore, sha256: string): Promise<string | null> {
  const [doc] = await documents.list<NewsArticleDoc>(NEWS_ARTICLES, {
    where: { imageSha256: sha256 },
    limit: 1,
  });
  return doc?.image?.contentType ?? null;
}

/** The home's indicators and news: as the public reads them, and as the administration edits them. */
export function siteContentRoutes(documents: DocumentStore) {
  return {
    indicators: async () => ({ body: await indicators(documents) }),
    news: async ({ query, now }) => ({ body: await news(documents, query.limit, now) }),
    newsArticle: async ({ params, now }) => ({ body: await newsArticle(documents, params.id, now) }),
    adminIndicators: async () => ({ body: await adminIndicators(documents) }),
    adminNews: async () => ({ body: await adminNews(documents) }),
  } satisfies RouteHandlers;
}
