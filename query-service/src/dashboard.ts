import { apiErrors, CLIENT_DASHBOARDS, clientDashboardSchema, DomainError } from '@portal/contracts';
import { type DocumentStore, type ResponseJson, responseJson } from '@portal/platform';

/** How many clients' answers are kept as text (each a few KB). */
const REMEMBERED = 5000;

/**
 * The answer of each stored dashboard text, made once: the stored document keeps what the projector needs beyond the
 * answer (and is incomplete while a registration is written), so its answer is the response schema's parse of it,
 * serialised. Keyed by the client with the text it was made from: a changed document (a new text) makes it anew.
 */
const answers = new Map<string, { stored: string; json: ResponseJson<'myDashboard'> }>();

function answerOf(userId: string, stored: string): ResponseJson<'myDashboard'> | undefined {
  const known = answers.get(userId);
  if (known?.stored === stored) return known.json;
  const dashboard = clientDashboardSchema.safeParse(JSON.parse(stored));
  if (!dashboard.success) return undefined;
  const json = responseJson<'myDashboard'>(JSON.stringify(dashboard.data));
  answers.delete(userId);
  answers.set(userId, { stored, json });
  if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value as string);
  return json;
}

/**
 * GET /api/clients/my-dashboard: one key lookup (served from memory by a cached store), answered as JSON text; an
 * unfinished or missing case is not found.
 */
export async function myDashboard(
  documents: DocumentStore,
  userId: string,
): Promise<ResponseJson<'myDashboard'>> {
  const stored = await documents.getRaw(CLIENT_DASHBOARDS, userId);
  const json = stored === undefined ? undefined : answerOf(userId, stored);
  if (json === undefined) throw new DomainError('not_found', apiErrors.dashboardNotFound);
  return json;
}
