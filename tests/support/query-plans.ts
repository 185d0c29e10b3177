import type { RecordedPlan } from '@portal/platform';

/**
 * A recorded read (SqliteDocumentStore.recordPlans) that grows with its collection, and why:
 * - a `SCAN documents` line (the table read row by row);
 * - a filter answered from the collection's key alone (`documents_key (collection=?)` with a field condition: every
 *   document of the collection is read to keep the few that match);
 * - a page sorted in full (`USE TEMP B-TREE FOR ORDER BY` under a LIMIT, outside a full-text search).
 * A full-text search reads its index and sorts its matches (the few, looked up by rowid `AS matched`), or walks
 * the list's order index keeping the matches (the many): what it answers, not the collection.
 */
export function growsWithCollection({ sql, plan }: Pick<RecordedPlan, 'sql' | 'plan'>): string | null {
  const flat = sql.replace(/\s+/g, ' ');
  if (plan.some((line) => /^SCAN documents( |$)/.test(line))) return 'reads the documents table row by row';
  if (/ MATCH | AS matched /.test(flat)) return null;
  const filter = /WHERE (.*?)(?: ORDER BY | LIMIT |$)/.exec(flat)?.[1] ?? '';
  if (
    filter.includes('json_extract') &&
    plan.some((line) =>
      /^SEARCH documents USING (COVERING )?INDEX documents_key \(collection=\?\)$/.test(line),
    )
  )
    return 'filters on a field no index holds: the whole collection is read';
  if (/ LIMIT /.test(flat) && plan.some((line) => line.startsWith('USE TEMP B-TREE FOR')))
    return 'sorts every document of the collection to answer one page';
  return null;
}
