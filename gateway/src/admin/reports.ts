import { DomainError, dayInMexico, reportNames, reportTexts } from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';
import { reportCsv } from '@portal/query-service';
import type { Context } from 'koa';
import { attachmentHeaders } from '../documents/download-headers.js';
import type { GatewayRouteHandlers } from '../http/api-router.js';

/**
 * GET /api/admin/reports/{cases|clients|recovery}.csv (admins): the export as a download named with the day
 * (casos-2026-11-22.csv), UTF-8 with a byte order mark, never cached; streamed as its pages are read (chunked,
 * no length known ahead), so a report of any size holds about one page in memory.
 */
export function reportRoutes(documents: DocumentStore): GatewayRouteHandlers {
  return {
    adminReport: async ({ params, now }, ctx: Context) => {
      const report = reportNames.find((name) => params.file === `${name}.csv`);
      if (!report) throw new DomainError('not_found', reportTexts.unknownReport);
      const csv = await reportCsv(documents, report);
      ctx.set(attachmentHeaders(reportTexts.fileName(report, dayInMexico(now)), 'text/csv; charset=utf-8'));
      ctx.status = 200;
      ctx.body = csv;
      return { body: null };
    },
  };
}
