import type { IndicatorEvent, NewsEvent } from '@portal/contracts';
import { dayInMexico } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { indicatorDecider, newsDecider } from './decider.js';

const indicators = deciderSpec(indicatorDecider);
const news = deciderSpec(newsDecider);

const rate = { name: 'Tipo de cambio USD/MXN', value: '17.10', date: '2026-11-20' };
const published: IndicatorEvent = {
  type: 'IndicatorPublished',
  data: {
    indicatorId: 'i1',
    authorId: 'adm',
    name: 'Tipo de cambio USD/MXN',
    value: '17.10',
    date: '2026-11-20',
  },
};

const article = {
  title: 'Cómo reconocer un fraude de inversión',
  excerpt: 'Cinco señales que aparecen antes de perder el dinero.',
  body: 'Texto completo.',
  image: null,
  status: 'draft',
  publishDate: '2026-11-20',
} as const;
const written: NewsEvent = {
  type: 'NewsArticleWritten',
  data: { articleId: 'n1', authorId: 'adm', ...article },
};

describe('indicator decider', () => {
  it('publishes an indicator by its author, and a retried publication adds nothing', () => {
    indicators.given([]).when({ type: 'Publish', id: 'i1', authorId: 'adm', fields: rate }).then([published]);
    indicators.given([published]).when({ type: 'Publish', id: 'i1', authorId: 'adm', fields: rate }).then([]);
  });

  it('revises only what changed, and deletes', () => {
    indicators
      .given([published])
      .when({ type: 'Revise', fields: { ...rate, value: '17.25' } })
      .then([
        {
          type: 'IndicatorRevised',
          data: { indicatorId: 'i1', name: 'Tipo de cambio USD/MXN', value: '17.25', date: '2026-11-20' },
        },
      ]);
    indicators.given([published]).when({ type: 'Revise', fields: rate }).then([]);
    indicators
      .given([published])
      .when({ type: 'Delete' })
      .then([{ type: 'IndicatorDeleted', data: { indicatorId: 'i1' } }]);
  });

  it('refuses a date after today in Mexico City, and an indicator that is gone', () => {
    indicators
      .given([])
      .when({ type: 'Publish', id: 'i1', authorId: 'adm', fields: { ...rate, date: '2099-01-01' } })
      .thenThrows('validation', { date: 'La fecha no puede ser posterior a hoy' });
    const deleted: IndicatorEvent = { type: 'IndicatorDeleted', data: { indicatorId: 'i1' } };
    indicators.given([published, deleted]).when({ type: 'Revise', fields: rate }).thenThrows('not_found');
    indicators.given([]).when({ type: 'Delete' }).thenThrows('not_found');
  });

  it("takes today as Mexico City's: 05:00 UTC on the 21st is still the 20th there", () => {
    expect(dayInMexico(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-20');
    expect(dayInMexico(new Date('2026-11-21T06:30:00Z'))).toBe('2026-11-21');
  });
});

describe('news decider', () => {
  it('writes an article, publishes it by a revision, and deletes it', () => {
    news.given([]).when({ type: 'Publish', id: 'n1', authorId: 'adm', fields: article }).then([written]);
    news
      .given([written])
      .when({ type: 'Revise', fields: { ...article, status: 'published' } })
      .then([{ type: 'NewsArticleRevised', data: { articleId: 'n1', ...article, status: 'published' } }]);
    news.given([written]).when({ type: 'Revise', fields: article }).then([]);
    news
      .given([written])
      .when({ type: 'Delete' })
      .then([{ type: 'NewsArticleDeleted', data: { articleId: 'n1' } }]);
  });

  it('may be dated in the future (published on that day), and refuses a deleted article', () => {
    news
      .given([])
      .when({ type: 'Publish', id: 'n2', authorId: 'adm', fields: { ...article, publishDate: '2099-01-01' } })
      .then([
        {
          type: 'NewsArticleWritten',
          data: { articleId: 'n2', authorId: 'adm', ...article, publishDate: '2099-01-01' },
        },
      ]);
    const deleted: NewsEvent = { type: 'NewsArticleDeleted', data: { articleId: 'n1' } };
    news.given([written, deleted]).when({ type: 'Delete' }).thenThrows('not_found');
  });
});
