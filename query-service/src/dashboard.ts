import { apiErrors, clientDashboardSchema, collections, type DashboardDoc } from '@portal/contracts';
import { type DocumentStore, HttpError, type RouteContext, type RouteResult } from '@portal/platform';

/** GET /api/clients/my-dashboard: one key lookup; an unfinished or missing case is a 404. */
export async function myDashboard(
  documents: DocumentStore,
  ctx: RouteContext<unknown>,
): Promise<RouteResult> {
  const userId = ctx.actor?.userId;
  if (!userId) throw new HttpError(401, 'unauthenticated', apiErrors.unauthenticated);
  const doc = await documents.get<DashboardDoc>(collections.clientDashboards, userId);
  const dashboard = clientDashboardSchema.safeParse(doc);
  if (!dashboard.success) throw new HttpError(404, 'not_found', apiErrors.dashboardNotFound);
  return { body: dashboard.data };
}
