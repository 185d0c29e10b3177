import { Readable } from 'node:stream';
import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  addDecimal,
  adminClientSchema,
  adminFraudCaseSchema,
  CASE_FILES,
  CASE_ROWS,
  type CaseFileDoc,
  type CaseRowDoc,
  caseFileSchema,
  casePriorityLabel,
  clientStatusLabels,
  countryLabel,
  fraudTypeLabels,
  labelOf,
  type ReportName,
  recoveryStatusLabels,
  reportTexts,
  urgencyLabel,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

const LOCALE = 'es-MX';
const TIME_ZONE = 'America/Mexico_City';

/** The day of an instant in Mexico City, and of a calendar date as it is (built once: a formatter is costly). */
const inMexico = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const asCalendar = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as people in Mexico write it (22/11/2026); a calendar date (2026-03-01) is taken as that day. */
function esDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendar ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (calendar ? asCalendar : inMexico).format(date);
}

/**
 * An amount as a spreadsheet reads a number: a plain decimal with a point and two decimals (1234567.50), no
 * thousands separator nor currency symbol (the currency has its own column), exact from its decimal string.
 */
function plainAmount(value: string): string {
  return /^-?\d+(\.\d+)?$/.test(value) ? addDecimal(value, '0') : value;
}

/**
 * What a spreadsheet takes for the start of a formula (OWASP "CSV injection"): =, +, -, @, tab, carriage return,
 * and their full-width forms (＝＋－＠), which some spreadsheets read as the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A number (-12.50, -1,250.00) is data, not a formula: it keeps its sign and stays a number. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)*$/;

/**
 * One CSV cell. A text that starts like a formula gets an apostrophe first, and only such a text: a phone
 * '+52 33 1234 5678' does start with '+' (a spreadsheet would read it as a formula), '33 1234 5678' does not.
 * Quoted when it holds a comma, a semicolon (the separator where the decimal mark is a comma), a quote or a
 * line break.
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A row of cells as the file holds it: cells joined by commas, the line end after. */
const lineOf = (cells: readonly (string | number | boolean)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file: UTF-8 with a byte order mark (Excel then reads the accents right), CRLF line ends. */
export function csvOf(
  head: readonly string[],
  rows: readonly (readonly (string | number | boolean)[])[],
): string {
  return `\uFEFF${[head, ...rows].map(lineOf).join('')}`;
}

const yesNo = (value: boolean) => (value ? reportTexts.yes : reportTexts.no);

/**
 * How many documents a report reads from the store at a time. A page of case files (about 5 KB each) is what the
 * process holds while it writes the page's lines: 200 keep a 100,000-row report's memory growth near 25 MB
 * where 500 doubled it; fewer make the pages' offsets cost more than they save.
 */
export const REPORT_PAGE_SIZE = 200;

/**
 * A collection read page by page in the report's order (newest first, on its declared index), one `list` per
 * page. The pages go by offset: the store's filters are equalities, so a walk after the last key read is not
 * expressible; a row written meanwhile near the top may show twice or push one to the next page.
 */
async function* pagesOf<T extends object>(
  documents: DocumentStore,
  collection: string,
  orderBy: string,
  pageSize: number,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await documents.list<T>(collection, { orderBy, desc: true, limit: pageSize, offset });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
  }
}

/**
 * The list rows of a page's cases (the case file's row, same id, kept with it by the caseFiles projection), by
 * case id: one read for the page, of documents a tenth of the case file's size.
 */
async function caseRowsOf(
  documents: DocumentStore,
  ids: readonly string[],
): Promise<Map<string, CaseRowDoc>> {
  const rows = await documents.list<CaseRowDoc>(CASE_ROWS, { ids });
  return new Map(rows.map((row) => [row.caseId, row]));
}

async function* casesLines(documents: DocumentStore, pageSize: number) {
  for await (const page of pagesOf(documents, ADMIN_FRAUD_CASES, 'createdAt', pageSize)) {
    const cases = page.flatMap((doc) => {
      const row = adminFraudCaseSchema.safeParse(doc);
      return row.success ? [row.data] : [];
    });
    // The case file's row gives the case number, phase, agent and status.
    const files = await caseRowsOf(
      documents,
      cases.map((c) => c.id),
    );
    yield cases
      .map((c) => {
        const file = files.get(c.id);
        return lineOf([
          file?.caseNumber ?? '',
          c.client.user.fullName,
          c.client.user.email,
          labelOf(fraudTypeLabels, c.fraudType) ?? c.fraudType,
          c.platform,
          plainAmount(c.lossAmount),
          c.currency,
          urgencyLabel(c.urgencyLevel),
          file ? (file.currentPhase ?? reportTexts.noCurrentPhase) : '',
          file ? (file.agentName ?? reportTexts.unassigned) : '',
          file ? (labelOf(recoveryStatusLabels, file.recoveryStatus) ?? file.recoveryStatus) : '',
          yesNo(c.isProcessed),
          esDate(c.fraudDate),
          esDate(c.createdAt),
        ]);
      })
      .join('');
  }
}

async function* clientsLines(documents: DocumentStore, pageSize: number) {
  for await (const page of pagesOf(documents, ADMIN_CLIENTS, 'registrationDate', pageSize))
    yield page
      .flatMap((doc) => {
        const row = adminClientSchema.safeParse(doc);
        if (!row.success) return [];
        const c = row.data;
        return [
          lineOf([
            c.accountNumber,
            c.user.fullName,
            c.user.email,
            c.contactPhone ?? '',
            c.city,
            countryLabel(c.country),
            clientStatusLabels[c.status],
            yesNo(c.isVerified),
            c.agent?.user.fullName ?? reportTexts.unassigned,
            plainAmount(c.lossAmount),
            c.currency,
            esDate(c.registrationDate),
          ]),
        ];
      })
      .join('');
}

async function* recoveryLines(documents: DocumentStore, pageSize: number) {
  for await (const page of pagesOf<CaseFileDoc>(documents, CASE_FILES, 'openedAt', pageSize))
    yield page
      .flatMap((doc) => {
        const file = caseFileSchema.safeParse(doc);
        if (!file.success) return [];
        const f = file.data;
        return [
          lineOf([
            f.caseNumber,
            f.client.fullName,
            f.agent?.name ?? reportTexts.unassigned,
            casePriorityLabel(f.priority),
            f.progress,
            plainAmount(f.recovery.originalAmount),
            plainAmount(f.recovery.recoveredAmount),
            plainAmount(f.recovery.pendingAmount),
            f.recovery.currency,
            f.estimatedCompletion ? esDate(f.estimatedCompletion) : reportTexts.notSet,
          ]),
        ];
      })
      .join('');
}

/**
 * The text of a report, a page of rows at a time: the byte order mark and the head, then each page's lines as
 * soon as the page is read. Nothing is read before it is asked for, so a reader that stops asking stops the reads.
 */
async function* reportText(
  documents: DocumentStore,
  report: ReportName,
  pageSize = REPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  yield `\uFEFF${lineOf(reportTexts.columns[report])}`;
  const lines =
    report === 'cases'
      ? casesLines(documents, pageSize)
      : report === 'clients'
        ? clientsLines(documents, pageSize)
        : recoveryLines(documents, pageSize);
  for await (const text of lines) if (text !== '') yield text;
}

/**
 * GET /api/admin/reports/:report.csv: the export, one row per item, from the read models, as a byte stream with
 * back-pressure (the next page is read when the one before has left; about one page is held at a time). The
 * first page is read before the stream is handed over, so a store that fails at once fails the request, not the
 * download half-way.
 */
export async function reportCsv(
  documents: DocumentStore,
  report: ReportName,
  pageSize = REPORT_PAGE_SIZE,
): Promise<Readable> {
  const text = reportText(documents, report, pageSize);
  const head = await text.next();
  const firstPage = await text.next();
  const start = [head, firstPage].flatMap((r) => (r.done ? [] : [r.value])).join('');
  async function* all() {
    yield Buffer.from(start);
    for await (const chunk of text) yield Buffer.from(chunk);
  }
  return Readable.from(all(), { objectMode: false, highWaterMark: 16 * 1024 });
}
