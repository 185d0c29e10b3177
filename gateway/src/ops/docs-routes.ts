import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { apiErrors, DomainError, labelOf } from '@portal/contracts';
import type { Context } from 'koa';
import type { GatewayRouteHandlers } from '../http/api-router.js';
import { openApiDocument } from './openapi.js';

/** The Swagger UI files served, and their types: nothing else of the package's folder is reachable. */
/** swagger-ui-dist's folder (its package.json is there; the package ships no types). */
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
};

/** Started by a file of its own: the CSP allows no inline script. */
const initScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });
});
`;

const page = `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><title>API · Portal de Recuperación de Capital</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script></body>
</html>
`;

/**
 * GET /api/openapi.json and the self-hosted Swagger UI at /api/docs (admins): the document is made
 * once from the route table; the UI's files come from swagger-ui-dist, within the site's CSP (scripts from
 * 'self' only, started by init.js).
 */
export function docsRoutes(version: string): GatewayRouteHandlers {
  let document: string | null = null;
  return {
    openApi: async (_request, ctx: Context) => {
      document ??= JSON.stringify(openApiDocument(version));
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = document;
      return { body: null };
    },
    apiDocs: async (_request, ctx: Context) => {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page;
      return { body: null };
    },
    apiDocsAsset: async ({ params }, ctx: Context) => {
      // Only the listed files (`constructor` is no key of it): a lookup that reached Object.prototype cut the answer.
      const type = labelOf(assets, params.file);
      if (!type) throw new DomainError('not_found', apiErrors.notFound);
      ctx.type = type;
      ctx.set('Cache-Control', 'private, max-age=3600');
      ctx.body = params.file === 'init.js' ? initScript : createReadStream(join(swaggerDir, params.file));
      return { body: null };
    },
  };
}
