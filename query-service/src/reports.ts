import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  adminClientSchema,
  adminFraudCaseSchema,
  CASE_FILES,
  type CaseFileDoc,
  caseFileSchema,
  casePriorityLabel,
  clientStatusLabels,
  countryLabel,
  fraudTypeLabels,
  labelOf,
  type ReportName,
  reportTexts,
  urgencyLabel,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

const LOCALE = 'es-MX';
const TIME_ZONE = 'America/Mexico_City';

/** A date as people in Mexico write it (22/11/2026); a calendar date (2026-03-01) is taken as that day. */
function esDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendar ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: calendar ? 'UTC' : TIME_ZONE,
  }).format(date);
}

/** An amount as people in Mexico write it (185,000.50), exactly, from its decimal string. */
function esAmount(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value as unknown as number,
  );
}

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break; a text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) starts with an apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+([.,]\d+)*$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: UTF-8 with a byte order mark (Excel then reads the accents right), CRLF line ends. */
export function csvOf(
  head: readonly string[],
  rows: readonly (readonly (string | number | boolean)[])[],
): string {
  const lines = [head, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const yesNo = (value: boolean) => (value ? reportTexts.yes : reportTexts.no);

async function casesRows(documents: DocumentStore) {
  const docs = await documents.list(ADMIN_FRAUD_CASES, { orderBy: 'createdAt', desc: true });
  return docs.flatMap((doc) => {
    const row = adminFraudCaseSchema.safeParse(doc);
    if (!row.success) return [];
    const c = row.data;
    return [
      [
        c.client.user.fullName,
        c.client.user.email,
        labelOf(fraudTypeLabels, c.fraudType) ?? c.fraudType,
        c.platform,
        esAmount(c.lossAmount),
        c.currency,
        urgencyLabel(c.urgencyLevel),
        yesNo(c.isProcessed),
        esDate(c.fraudDate),
        esDate(c.createdAt),
      ],
    ];
  });
}

async function clientsRows(documents: DocumentStore) {
  const docs = await documents.list(ADMIN_CLIENTS, { orderBy: 'registrationDate', desc: true });
  return docs.flatMap((doc) => {
    const row = adminClientSchema.safeParse(doc);
    if (!row.success) return [];
    const c = row.data;
    return [
      [
        c.accountNumber,
        c.user.fullName,
        c.user.email,
        c.contactPhone ?? '',
        c.city,
        countryLabel(c.country),
        clientStatusLabels[c.status],
        yesNo(c.isVerified),
        c.agent?.user.fullName ?? reportTexts.unassigned,
        esAmount(c.lossAmount),
        c.currency,
        esDate(c.registrationDate),
      ],
    ];
  });
}

async function recoveryRows(documents: DocumentStore) {
  const docs = await documents.list<CaseFileDoc>(CASE_FILES, { orderBy: 'openedAt', desc: true });
  return docs.flatMap((doc) => {
    const file = caseFileSchema.safeParse(doc);
    if (!file.success) return [];
    const f = file.data;
    return [
      [
        f.caseNumber,
        f.client.fullName,
        f.agent?.name ?? reportTexts.unassigned,
        casePriorityLabel(f.priority),
        f.progress,
        esAmount(f.recovery.originalAmount),
        esAmount(f.recovery.recoveredAmount),
        esAmount(f.recovery.pendingAmount),
        f.recovery.currency,
        f.estimatedCompletion ? esDate(f.estimatedCompletion) : reportTexts.notSet,
      ],
    ];
  });
}

/** GET /api/admin/reports/:report.csv: the export, one row per item, from the read models. */
export async function reportCsv(documents: DocumentStore, report: ReportName): Promise<string> {
  const rows =
    report === 'cases'
      ? await casesRows(documents)
      : report === 'clients'
        ? await clientsRows(documents)
        : await recoveryRows(documents);
  return csvOf(reportTexts.columns[report], rows);
}
