import { z } from 'zod';
import { outcomesSchema, planTermsSchema } from '../schemas/firm.js';
import { indicatorSchema, newsArticleSchema, newsQuerySchema } from '../schemas/public.js';
import { newsArticleDetailSchema } from '../schemas/site-content.js';
import type { RouteDef } from './types.js';

/** What the public site reads: the firm's plans (configured), the computed outcomes, indicators and news. */
export const publicSiteRoutes = {
  plans: {
    method: 'GET',
    path: '/api/plans',
    access: 'public',
    response: z.array(planTermsSchema),
    summary: 'Planes de recuperación',
  },
  outcomes: {
    method: 'GET',
    path: '/api/outcomes',
    access: 'public',
    response: outcomesSchema,
    summary: 'Resultados calculados',
  },
  newsArticle: {
    method: 'GET',
    path: '/api/news/:id',
    access: 'public',
    response: newsArticleDetailSchema,
    summary: 'Noticia',
  },
  newsImage: {
    method: 'GET',
    path: '/api/news-images/:sha256',
    access: 'public',
    raw: 'response',
    summary: 'Imagen de una noticia',
  },
  indicators: {
    method: 'GET',
    path: '/api/indicators',
    access: 'public',
    response: z.array(indicatorSchema),
    summary: 'Indicadores financieros',
  },
  news: {
    method: 'GET',
    path: '/api/news',
    access: 'public',
    query: newsQuerySchema,
    response: z.array(newsArticleSchema),
    summary: 'Noticias',
  },
} as const satisfies Record<string, RouteDef>;
