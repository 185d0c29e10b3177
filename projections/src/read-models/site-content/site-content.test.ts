import { INDICATORS, NEWS_ARTICLES } from '@portal/contracts';
import { project } from '../../testing.js';
import { siteContentProjector } from './index.js';

const article = {
  title: 'Cómo reconocer un fraude de inversión',
  excerpt: 'Cinco señales que aparecen antes de perder el dinero.',
  body: 'Texto completo.',
  image: { sha256: 'b'.repeat(64), contentType: 'image/png' },
  status: 'draft',
  publishDate: '2026-11-20',
} as const;

describe('site content projector', () => {
  it('keeps each indicator with its stream revision, and removes a deleted one', async () => {
    const view = await project(
      [siteContentProjector],
      [
        {
          type: 'IndicatorPublished',
          data: { indicatorId: 'i1', authorId: 'adm', name: 'UDI', value: '8.41', date: '2026-11-18' },
        },
        {
          type: 'IndicatorRevised',
          data: { indicatorId: 'i1', name: 'UDI', value: '8.42', date: '2026-11-19' },
        },
        {
          type: 'IndicatorPublished',
          data: { indicatorId: 'i2', authorId: 'adm', name: 'TIIE', value: '7.5%', date: '2026-11-18' },
        },
        { type: 'IndicatorDeleted', data: { indicatorId: 'i2' } },
      ],
    );
    expect(await view.get(INDICATORS, 'i1')).toEqual({
      id: 'i1',
      name: 'UDI',
      value: '8.42',
      date: '2026-11-19',
      revision: 1,
    });
    expect(await view.get(INDICATORS, 'i2')).toBeUndefined();
  });

  it('keeps an article as last revised with the time it was first written, and removes a deleted one', async () => {
    const view = await project(
      [siteContentProjector],
      [
        { type: 'NewsArticleWritten', data: { articleId: 'n1', authorId: 'adm', ...article } },
        {
          type: 'NewsArticleRevised',
          data: { articleId: 'n1', ...article, status: 'published', image: null },
        },
        { type: 'NewsArticleWritten', data: { articleId: 'n2', authorId: 'adm', ...article } },
        { type: 'NewsArticleDeleted', data: { articleId: 'n2' } },
      ],
    );
    expect(await view.get(NEWS_ARTICLES, 'n1')).toEqual({
      id: 'n1',
      ...article,
      image: null,
      imageSha256: null,
      status: 'published',
      createdAt: '2026-11-10T10:00:00.000Z',
      revision: 1,
    });
    expect(await view.get(NEWS_ARTICLES, 'n2')).toBeUndefined();
  });
});
