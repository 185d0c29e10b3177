import { CASE_FILES, CASE_ROWS, type CaseFileDoc, caseRowOf } from '@portal/contracts';
import type { DocView } from '../../projector.js';

/** Writes a case file and, once it is complete, its list row beside it (in the same batch). */
export function putCase(view: DocView, caseId: string, doc: CaseFileDoc): void {
  view.put(CASE_FILES, caseId, doc);
  const row = caseRowOf(doc);
  if (row) view.put(CASE_ROWS, caseId, row);
}
