import { amountText } from '../amounts.js';
import {
  casePriorityLabel,
  clientStatusLabels,
  countryLabels,
  currencyLabels,
  fraudTypeLabels,
  labelOf,
  phaseStatusLabel,
  preferredContactLabels,
  urgencyLabel,
  urgencyOptionLabels,
} from '../enums.js';
import { recoveryPhaseLabels, requiredDocumentLabels } from '../labels/case.js';
import { fileSizeText } from '../messages.js';
import { roleLabels } from '../roles.js';
import type { CaseFile } from '../schemas/cases.js';
import { caseHistoryTexts, historyFieldLabels } from './history-labels.js';
import { servicePlanLabels } from './plans.js';

export { caseHistoryTexts, historyEventLabels, historyFieldLabels } from './history-labels.js';

const yesNo = (v: string) =>
  v === 'true' ? caseHistoryTexts.yes : v === 'false' ? caseHistoryTexts.no : undefined;

const momentFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});
const dayFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A moment with its time zone named, as the history and the mails show it: '… (hora de la Ciudad de México)'. */
export const mexicoCityTimeText = (formatted: string) => `${formatted} (hora de la Ciudad de México)`;

/**
 * A moment as compliance reads it, in the firm's time zone whatever the reader's: '20 nov 2026, 09:30 (hora de
 * la Ciudad de México)'; a calendar day (YYYY-MM-DD) as that day ('15 sep 2026'); any other text as it is.
 */
export function historyMomentText(value: string): string {
  const day = CALENDAR_DAY.test(value);
  const at = Date.parse(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at)) return value;
  return day ? dayFormat.format(at) : mexicoCityTimeText(momentFormat.format(at));
}

/**
 * An amount in es-MX with its currency: '$185,000.00' (MXN), 'USD 1,200.00', '0.5 BTC'; without a known
 * currency, the grouped number. A text that is no number is shown as it is.
 */
export function historyAmountText(amount: string, currency?: string | null): string {
  return /^\s*-?\d+(\.\d+)?\s*$/.test(amount) ? amountText(amount, currency) : amount;
}

const commentTypeLabels: Record<string, string> = {
  admin: 'Administración',
  agent: 'Agente',
  system: caseHistoryTexts.system,
};
const surfaceLabels: Record<string, string> = {
  dashboard: 'Panel del cliente',
  home: 'Página de inicio del cliente',
  options: 'Opciones de recuperación',
};

/** The file types the portal accepts (gateway/src/documents/content-check.ts), as people name them. */
const contentTypeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'Imagen PNG',
  'image/jpeg': 'Imagen JPEG',
  'text/plain': 'Texto',
  'text/plain; charset=utf-8': 'Texto',
  'application/msword': 'Documento de Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Documento de Word',
  'application/vnd.ms-excel': 'Hoja de cálculo de Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Hoja de cálculo de Excel',
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const phaseName = (key: string) => labelOf(recoveryPhaseLabels, key)?.name ?? key;
const documentName = (key: string) => labelOf(requiredDocumentLabels, key)?.name ?? key;
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The Spanish label of a stored key, for the fields whose values are keys of an enumeration. */
const valueLabels: Record<string, (value: string) => string | undefined> = {
  urgencyLevel: (v) => labelOf(urgencyOptionLabels, v),
  priority: (v) => casePriorityLabel(v),
  fraudType: (v) => labelOf(fraudTypeLabels, v),
  currency: (v) => labelOf(currencyLabels, v),
  country: (v) => labelOf(countryLabels, v),
  preferredContact: (v) => labelOf(preferredContactLabels, v),
  status: (v) => labelOf(clientStatusLabels, v),
  previousStatus: (v) => labelOf(clientStatusLabels, v),
  plan: (v) => labelOf(servicePlanLabels, v),
  commentType: (v) => labelOf(commentTypeLabels, v),
  surface: (v) => labelOf(surfaceLabels, v),
  contentType: (v) => labelOf(contentTypeLabels, v),
  documentKey: (v) => labelOf(requiredDocumentLabels, v)?.name,
  isVerified: yesNo,
  isProcessed: yesNo,
  isVisibleToClient: yesNo,
  required: yesNo,
  progress: (v) => (/^\d+$/.test(v) ? `${v} %` : undefined),
  size: (v) => (/^\d+$/.test(v) ? fileSizeText(Number(v)) : undefined),
};

const momentFields = new Set([
  'registeredAt',
  'acceptedAt',
  'postedAt',
  'startedAt',
  'completedAt',
  'receivedAt',
  // When a legal hold was placed or lifted.
  'at',
  'fraudDate',
  'occurredOn',
  'estimatedCompletion',
]);
const amountFields = new Set(['lossAmount', 'originalAmount', 'recoveredAmount', 'pendingAmount']);

/** Lists and records of the case's events as sentences (the phases, the required documents, a plan's terms). */
const listTexts: Record<string, (value: unknown) => string | undefined> = {
  phases: (v) =>
    phaseListText(records(v).map((p) => ({ name: phaseName(text(p.phaseKey)), status: text(p.status) }))),
  requiredDocuments: (v) =>
    records(v)
      .map(
        (d) =>
          `${documentName(text(d.documentKey))} (${d.required === false ? caseHistoryTexts.optional : caseHistoryTexts.mandatory})`,
      )
      .join('; '),
  terms: (v) => {
    if (!isRecord(v)) return undefined;
    return caseHistoryTexts.terms(
      typeof v.feePercent === 'number' ? v.feePercent : null,
      text(v.timeframe),
      Array.isArray(v.documents) ? v.documents.map(String) : [],
    );
  },
};

/** A case's phases as one line: 'Análisis del caso (completado); Investigación forense (en progreso); …'. */
export function phaseListText(phases: readonly { name: string; status: string }[]): string {
  return phases.map((p) => `${p.name} (${phaseStatusLabel(p.status).toLowerCase()})`).join('; ');
}

/** Options of a value's text: the case's currency, for its amounts. */
export interface HistoryValueOptions {
  currency?: string | null | undefined;
}

/**
 * A value of a change as a person reads it (screen, CSV, npm run replay): empty as `empty`; a key of an
 * enumeration as its Spanish label; a moment in Mexico City time with the zone said; a day as a day; an amount
 * with the case's currency; the phases, required documents and accepted terms as sentences; any other list as
 * its items. Never JSON, an ISO string or a stored key where a label exists.
 */
export function historyValueText(
  value: unknown,
  empty = '',
  field?: string,
  options: HistoryValueOptions = {},
): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'object') {
    const listed = field === undefined ? undefined : labelOf(listTexts, field)?.(value);
    if (listed !== undefined) return listed || empty;
    if (Array.isArray(value)) return value.map((v) => historyValueText(v, empty)).join('; ') || empty;
    return Object.entries(value)
      .map(([k, v]) => `${labelOf(historyFieldLabels, k) ?? k}: ${historyValueText(v, empty, k, options)}`)
      .join('; ');
  }
  const raw = String(value);
  const valueLabel = field === undefined ? undefined : labelOf(valueLabels, field);
  if (valueLabel) return valueLabel(raw) ?? raw;
  if (field !== undefined && momentFields.has(field)) return historyMomentText(raw);
  if (field !== undefined && amountFields.has(field)) return historyAmountText(raw, options.currency);
  return raw;
}

/**
 * Who acted, by role, in Spanish (the history CSV's 'Rol', the history list): a person's role by its label
 * ('Administrador'), a public request and the system by theirs; never the stored key ('admin', 'public').
 */
/**
 * The options of an entry's values (screen, CSV, npm run replay): its amounts in the currency its own event names,
 * else in `caseCurrency`.
 */
export function historyValueOptions(
  entry: { changes: readonly { field: string; after?: unknown }[] },
  caseCurrency: string | null | undefined,
): HistoryValueOptions {
  const own = entry.changes.find((c) => c.field === 'currency')?.after;
  return { currency: typeof own === 'string' ? own : caseCurrency };
}

export function historyActorRoleLabel(role: string): string {
  if (role === 'public') return caseHistoryTexts.publicActor;
  if (role === 'system') return caseHistoryTexts.system;
  return labelOf(roleLabels, role)?.name ?? role;
}

/**
 * A case's facts as compliance compares them across time, as [label, value] rows in Spanish: the as-of snapshot
 * on /cumplimiento beside the case now, and npm run replay. `amountText` writes an amount with its currency (the
 * screen passes its own format).
 */
export function caseSnapshotFacts(
  file: CaseFile,
  amountText: (amount: string, currency: string) => string = historyAmountText,
): [string, string][] {
  const f = caseHistoryTexts.fields;
  const phase = file.phases.find((p) => p.key === file.currentPhaseKey)?.name ?? '—';
  const statuses = Object.values(file.documentStatuses);
  return [
    [f.caseNumber, file.caseNumber],
    [f.client, file.client.fullName],
    [f.agent, file.agent?.name ?? '—'],
    [f.priority, casePriorityLabel(file.priority)],
    [f.urgency, urgencyLabel(file.fraudCase.urgencyLevel)],
    [f.loss, amountText(file.fraudCase.lossAmount, file.fraudCase.currency)],
    [f.recovered, amountText(file.recovery.recoveredAmount, file.recovery.currency)],
    [f.phase, phase],
    [f.phases, phaseListText(file.phases) || '—'],
    [f.progress, `${file.progress} %`],
    [f.estimatedCompletion, historyValueText(file.estimatedCompletion, '—', 'estimatedCompletion')],
    [f.comments, String(file.commentCount)],
    [f.documents, String(statuses.length)],
    [f.documentsInReview, String(statuses.filter((s) => s === 'in_review').length)],
    [f.cancelled, file.recovery.cancelled ? caseHistoryTexts.yes : caseHistoryTexts.no],
  ];
}
