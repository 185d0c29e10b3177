import {
  dayInMexico,
  type HistoryEntry,
  historyEventLabels,
  historyFieldLabels,
  labelOf,
  readLogged,
  recoveryPhaseLabels,
} from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';

/** Fields that name things (ids), not facts that change: never shown as a change. */
const isIdentity = (field: string) =>
  field === 'id' ||
  field.endsWith('Id') ||
  field === 'authorId' ||
  field === 'uploadedBy' ||
  // Who placed or lifted a legal hold (the entry's actor already says who).
  field === 'placedBy' ||
  field === 'liftedBy';

/**
 * Which thing of the case an event's facts belong to, so that a field is compared with the same thing's last
 * value: the client record, the case (the report and the administration's review are one case to compliance),
 * the recovery process, and within them a phase, a comment, a milestone, a required document, a document.
 */
function subjectOf(streamId: string, data: Record<string, unknown>): string {
  const kind = streamId.slice(0, streamId.indexOf('-'));
  const group = kind === 'fraudCaseReview' ? 'fraudCase' : kind === 'caseDocument' ? streamId : kind;
  for (const key of ['phaseKey', 'commentId', 'milestoneId', 'documentId'] as const)
    if (typeof data[key] === 'string' && kind !== 'caseDocument') return `${group}.${key}:${data[key]}`;
  return group;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The history of a case as compliance reads it: each event with its Spanish label, who did it (id,
 * role, name as known now) and the fields it changed, each with its value before (null: none yet) and after,
 * compared with the last value of the same field of the same thing. Computed from the events alone: edits made
 * before this existed have their history too. An event that cannot be read is listed with no changes, never
 * guessed.
 */
export function caseHistory(
  events: readonly RecordedEvent[],
  nameOf: (userId: string) => string | null,
): HistoryEntry[] {
  const last = new Map<string, unknown>();
  return events.map((recorded) => {
    const readable = readLogged(recorded);
    const metadata = recorded.metadata as {
      actorId?: string | null;
      actorRole?: string;
      occurredAt?: string;
    };
    const actorId = metadata.actorId ?? null;
    const entry: HistoryEntry = {
      position: recorded.position,
      occurredAt: metadata.occurredAt ?? recorded.createdAt,
      type: recorded.type,
      label: labelOf(historyEventLabels, recorded.type) ?? recorded.type,
      actor: { id: actorId, role: metadata.actorRole ?? 'system', name: actorId ? nameOf(actorId) : null },
      changes: [],
    };
    if ('reason' in readable) return entry;
    const data = readable.logged.event.data as Record<string, unknown>;
    // Which phase an event of a phase is about is part of what happened ('Fase iniciada: Análisis del caso').
    const phase =
      typeof data.phaseKey === 'string' ? labelOf(recoveryPhaseLabels, data.phaseKey)?.name : undefined;
    if (phase) entry.label = `${entry.label}: ${phase}`;
    const subject = subjectOf(recorded.streamId, data);
    for (const [field, after] of Object.entries(data)) {
      if (isIdentity(field) || field === 'phaseKey') continue;
      const key = `${subject}.${field}`;
      const before = last.has(key) ? last.get(key) : null;
      if (!same(before, after))
        entry.changes.push({
          field,
          label: historyFieldLabels[field] ?? field,
          before,
          after: after ?? null,
        });
      last.set(key, after);
    }
    return entry;
  });
}

/** The filters of GET /api/cases/:caseId/history (dates inclusive, as days in Mexico City). */
export function filterHistory(
  entries: readonly HistoryEntry[],
  filter: {
    type?: string | undefined;
    actor?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): HistoryEntry[] {
  return entries.filter(
    (e) =>
      (!filter.type || e.type === filter.type) &&
      (!filter.actor || e.actor.id === filter.actor) &&
      (!filter.from || dayInMexico(e.occurredAt) >= filter.from) &&
      (!filter.to || dayInMexico(e.occurredAt) <= filter.to),
  );
}
