import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  addDecimal,
  adminClientSchema,
  adminFraudCaseSchema,
  CASE_FILES,
  type CaseFile,
  type CaseFileDoc,
  caseFileSchema,
  casePriorityLabel,
  clientStatusLabels,
  countryLabel,
  fraudTypeLabels,
  labelOf,
  type ReportName,
  recoveryPhaseLabels,
  recoveryStatusLabels,
  recoveryStatusOf,
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

/** The whole file: UTF-8 with a byte order mark (Excel then reads the accents right), CRLF line ends. */
export function csvOf(
  head: readonly string[],
  rows: readonly (readonly (string | number | boolean)[])[],
): string {
  const lines = [head, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const yesNo = (value: boolean) => (value ? reportTexts.yes : reportTexts.no);

/** The case's current phase by name, or that none is in course (before the first starts, after the last). */
function phaseName(key: string | null): string {
  const labels = key === null ? undefined : labelOf(recoveryPhaseLabels, key);
  return labels?.name ?? reportTexts.noCurrentPhase;
}

/** The recovery's status as the recovery view names it: cancelled, else what its phases say. */
function recoveryStatusText(file: CaseFile | undefined): string {
  if (!file) return '';
  return recoveryStatusLabels[recoveryStatusOf(file.recovery.cancelled, file.phases)];
}

async function casesRows(documents: DocumentStore) {
  const docs = await documents.list(ADMIN_FRAUD_CASES, { orderBy: 'createdAt', desc: true });
  // The case file (same id) gives the case number, phase, agent and status.
  const files = new Map<string, CaseFile>();
  for (const doc of await documents.list<CaseFileDoc>(CASE_FILES)) {
    const file = caseFileSchema.safeParse(doc);
    if (file.success) files.set(file.data.caseId, file.data);
  }
  return docs.flatMap((doc) => {
    const row = adminFraudCaseSchema.safeParse(doc);
    if (!row.success) return [];
    const c = row.data;
    const file = files.get(c.id);
    return [
      [
        file?.caseNumber ?? '',
        c.client.user.fullName,
        c.client.user.email,
        labelOf(fraudTypeLabels, c.fraudType) ?? c.fraudType,
        c.platform,
        plainAmount(c.lossAmount),
        c.currency,
        urgencyLabel(c.urgencyLevel),
        file ? phaseName(file.currentPhaseKey) : '',
        file ? (file.agent?.name ?? reportTexts.unassigned) : '',
        recoveryStatusText(file),
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
        plainAmount(c.lossAmount),
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
        plainAmount(f.recovery.originalAmount),
        plainAmount(f.recovery.recoveredAmount),
        plainAmount(f.recovery.pendingAmount),
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
