import {
  apiErrors,
  CLIENT_DASHBOARDS,
  clientDashboardSchema,
  type DashboardDoc,
  DomainError,
  type RouteResponse,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

/** GET /api/clients/my-dashboard: one key lookup; an unfinished or missing case is not found. */
export async function myDashboard(
  documents: DocumentStore,
  userId: string,
): Promise<RouteResponse<'myDashboard'>> {
  const doc = await documents.get<DashboardDoc>(CLIENT_DASHBOARDS, userId);
  const dashboard = clientDashboardSchema.safeParse(doc);
  if (!dashboard.success) throw new DomainError('not_found', apiErrors.dashboardNotFound);
  return dashboard.data;
}
