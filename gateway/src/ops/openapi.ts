import { type RouteDef, type RouteName, routes } from '@portal/contracts';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';

const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

const rolesOf = (def: RouteDef): string =>
  def.access === 'public'
    ? 'público'
    : def.access === 'signedIn'
      ? 'cualquier sesión'
      : (def.access as readonly string[]).join(', ') +
        ((def.access as readonly string[]).includes('admin') ? ', superadmin' : '');

/** One route of the table as an OpenAPI operation: Spanish summary, roles, parameters, body and answers. */
function operationOf(name: RouteName, def: RouteDef): ZodOpenApiOperationObject {
  const pathParams = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const ok = def.created ? '201' : '200';
  const raw = 'raw' in def ? def.raw : undefined;
  const content =
    raw === 'response'
      ? { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } }
      : 'response' in def && def.response
        ? { 'application/json': { schema: def.response } }
        : { 'application/json': { schema: z.unknown() } };
  return {
    operationId: name,
    summary: def.summary,
    description: `Roles: ${rolesOf(def)}.${'ifMatch' in def && def.ifMatch ? ' Requiere If-Match con la revisión leída.' : ''}`,
    'x-roles': def.access,
    ...(pathParams.length > 0 || ('query' in def && def.query)
      ? {
          requestParams: {
            ...(pathParams.length > 0
              ? { path: z.object(Object.fromEntries(pathParams.map((p) => [p, z.string()]))) }
              : {}),
            ...('query' in def && def.query ? { query: def.query as z.ZodObject } : {}),
          },
        }
      : {}),
    ...('body' in def && def.body
      ? { requestBody: { content: { 'application/json': { schema: def.body } } } }
      : raw === 'request'
        ? {
            requestBody: {
              content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
            },
          }
        : {}),
    responses: {
      [ok]: { description: def.summary, content },
      default: {
        description: 'Error (mensaje en español)',
        content: { 'application/json': { schema: errorBody } },
      },
    },
  } as ZodOpenApiOperationObject;
}

/**
 * GET /api/openapi.json: generated from the route table's zod schemas, so it cannot drift from what
 * the gateway validates. A schema the generator cannot express is documented as "any" and named in
 * `x-undocumented`, never left out silently.
 */
export function openApiDocument(version: string): Record<string, unknown> {
  const paths: ZodOpenApiPathsObject = {};
  const undocumented: string[] = [];
  for (const [name, def] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let operation = operationOf(name, def);
    try {
      createDocument({
        openapi: '3.1.0',
        info: { title: 'x', version },
        paths: { [path]: { [method]: operation } },
      });
    } catch {
      undocumented.push(name);
      operation = {
        ...operation,
        requestBody: undefined,
        requestParams: undefined,
        responses: { default: { description: def.summary } },
      } as ZodOpenApiOperationObject;
    }
    paths[path] = { ...paths[path], [method]: operation };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Portal de Recuperación de Capital: API',
      version,
      description:
        'Cada ruta con sus roles y su resumen. Sesión por cookie; las escrituras piden el encabezado Origin del sitio; las ediciones, If-Match con la revisión leída.',
    },
    paths,
  });
  return { ...document, ...(undocumented.length > 0 ? { 'x-undocumented': undocumented } : {}) } as Record<
    string,
    unknown
  >;
}
