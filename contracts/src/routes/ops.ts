import { z } from 'zod';
import { okSchema } from '../schemas/auth.js';
import { healthSchema } from '../schemas/health.js';
import { opsSetupSchema, opsStatusSchema, rebuildRunSchema, rebuildStartSchema } from '../schemas/ops.js';
import { ADMIN, SUPERADMIN } from './access.js';
import type { RouteDef } from './types.js';

/**
 * Operations: the service's health, the projections' state, the API documented from this table (admins), and the
 * operator's console (superadmin).
 */
export const opsRoutes = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: healthSchema,
    summary: 'Estado del servicio',
  },
  opsStatus: {
    method: 'GET',
    path: '/api/ops/status',
    access: ADMIN,
    response: opsStatusSchema,
    summary: 'Estado de las proyecciones',
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: ADMIN,
    raw: 'response',
    summary: 'Documento OpenAPI de la API',
  },
  apiDocs: {
    method: 'GET',
    path: '/api/docs',
    access: ADMIN,
    raw: 'response',
    summary: 'Documentación de la API (Swagger UI)',
  },
  apiDocsAsset: {
    method: 'GET',
    path: '/api/docs/:file',
    access: ADMIN,
    raw: 'response',
    summary: 'Archivos de la documentación de la API',
  },
  opsRetryDeadLetter: {
    method: 'POST',
    path: '/api/ops/dead-letters/:id/retry',
    access: SUPERADMIN,
    response: okSchema,
    summary: 'Reintentar un trabajo fallido',
  },
  opsDiscardDeadLetter: {
    method: 'DELETE',
    path: '/api/ops/dead-letters/:id',
    access: SUPERADMIN,
    response: okSchema,
    summary: 'Descartar un trabajo fallido',
  },
  opsRebuilds: {
    method: 'GET',
    path: '/api/ops/rebuilds',
    access: SUPERADMIN,
    response: z.array(rebuildRunSchema),
    summary: 'Reconstrucciones de proyecciones',
  },
  opsStartRebuild: {
    method: 'POST',
    path: '/api/ops/rebuilds',
    access: SUPERADMIN,
    body: rebuildStartSchema,
    response: rebuildRunSchema,
    created: true,
    summary: 'Reconstruir una proyección',
  },
  // The superadmin's setup checklist (whether each item is configured; never a value).
  opsSetup: {
    method: 'GET',
    path: '/api/ops/setup',
    access: SUPERADMIN,
    response: opsSetupSchema,
    summary: 'Configuración del sitio',
  },
} as const satisfies Record<string, RouteDef>;
