import { z } from 'zod';
import { okSchema } from '../schemas/auth.js';
import { createdResultSchema, revisionResultSchema } from '../schemas/cases.js';
import {
  adminIndicatorSchema,
  adminNewsSchema,
  indicatorInputSchema,
  newsImageSchema,
  newsInputSchema,
} from '../schemas/site-content.js';
import { ADMIN } from './access.js';
import type { RouteDef } from './types.js';

/** The public site's content as administration edits it: indicators, news and their images. */
export const siteContentRoutes = {
  adminIndicators: {
    method: 'GET',
    path: '/api/admin/indicators',
    access: ADMIN,
    response: z.array(adminIndicatorSchema),
    summary: 'Indicadores (admin)',
  },
  adminCreateIndicator: {
    method: 'POST',
    path: '/api/admin/indicators',
    access: ADMIN,
    body: indicatorInputSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear indicador',
  },
  adminUpdateIndicator: {
    method: 'PUT',
    path: '/api/admin/indicators/:id',
    access: ADMIN,
    body: indicatorInputSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar indicador',
  },
  adminDeleteIndicator: {
    method: 'DELETE',
    path: '/api/admin/indicators/:id',
    access: ADMIN,
    response: okSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Eliminar indicador',
  },
  adminNews: {
    method: 'GET',
    path: '/api/admin/news',
    access: ADMIN,
    response: z.array(adminNewsSchema),
    summary: 'Noticias (admin)',
  },
  adminCreateNews: {
    method: 'POST',
    path: '/api/admin/news',
    access: ADMIN,
    body: newsInputSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear noticia',
  },
  adminUpdateNews: {
    method: 'PUT',
    path: '/api/admin/news/:id',
    access: ADMIN,
    body: newsInputSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar noticia',
  },
  adminDeleteNews: {
    method: 'DELETE',
    path: '/api/admin/news/:id',
    access: ADMIN,
    response: okSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Eliminar noticia',
  },
  adminNewsImage: {
    method: 'POST',
    path: '/api/admin/news-images',
    access: ADMIN,
    response: newsImageSchema,
    raw: 'request',
    summary: 'Subir imagen de noticia',
  },
} as const satisfies Record<string, RouteDef>;
