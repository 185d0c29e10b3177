import { pathOf, queryString } from '../../../api/client';

/** The history's filters a CSV export takes (the shown page's length is not one of them). */
export type CsvFilters = Record<'type' | 'actor' | 'from' | 'to', string>;

/**
 * GET /api/cases/:caseId/history.csv with the filters on screen: the history as a file (the server answers it as
 * an attachment), for a plain link.
 */
export function caseHistoryCsvHref(caseId: string, filters: CsvFilters) {
  return pathOf('caseHistoryCsv', { caseId }) + queryString(filters);
}
