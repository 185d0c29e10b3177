import {
  caseErrors,
  caseHistoryTexts,
  DomainError,
  type HistoryEntry,
  historyActorRoleLabel,
  historyMomentText,
  historyValueOptions,
  historyValueText,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import type { Actor, DocumentStore, EventStore } from '@portal/platform';
import { actorNames, caseAsOf, caseHistory, filterHistory, readCaseEvents } from '@portal/projections';
import { csvOf } from '@portal/query-service';
import type { Context } from 'koa';
import { attachmentHeaders } from '../documents/download-headers.js';
import type { GatewayRouteHandlers } from '../http/api-router.js';

/**
 * What compliance reads of a case, from the event log: its history with the field-level changes
 * (`GET /api/cases/:caseId/history`, also as CSV) and the case as it stood at a past moment (`…/as-of`), rebuilt
 * by the case page's own projector. Administration and compliance read every case, an agent their clients'
 * (another's: 403, as the case page); clients never (the route table).
 */
export function complianceRoutes(deps: {
  events: EventStore;
  documents: DocumentStore;
}): GatewayRouteHandlers {
  const { events, documents } = deps;

  async function readable(actor: Actor, key: string) {
    const source = await readCaseEvents(events, documents, key);
    if (actor.role === 'agent' && source.file.agentUserId !== actor.userId)
      throw new DomainError('case_not_assigned', caseErrors.caseNotAssigned);
    return source;
  }

  async function history(actor: Actor, key: string, query: Parameters<typeof filterHistory>[1]) {
    const source = await readable(actor, key);
    const names = await actorNames(
      source,
      async (id) => (await documents.get<UserDoc>(USERS, id))?.fullName ?? null,
    );
    return {
      entries: filterHistory(caseHistory(source.events, names), query),
      currency: source.file.recovery?.currency ?? source.file.fraudCase?.currency,
    };
  }

  return {
    caseHistory: async ({ actor, params, query }) => {
      const { entries } = await history(actor, params.caseId, query);
      return {
        body: entries.slice(query.offset, query.offset + query.limit),
        headers: { 'X-Total-Count': String(entries.length) },
      };
    },

    caseHistoryCsv: async ({ actor, params, query }, ctx: Context) => {
      const { entries, currency } = await history(actor, params.caseId, query);
      const actorOf = (e: HistoryEntry) => e.actor.name ?? historyActorRoleLabel(e.actor.role);
      // The same words as the screen: labels, Mexico City time, amounts in the event's (else the case's) currency.
      const rows = entries.flatMap((e) => {
        const options = historyValueOptions(e, currency);
        const head = [
          Number(e.position),
          historyMomentText(e.occurredAt),
          e.label,
          actorOf(e),
          historyActorRoleLabel(e.actor.role),
        ];
        return e.changes.length === 0
          ? [[...head, '', '', '']]
          : e.changes.map((c) => [
              ...head,
              c.label,
              historyValueText(c.before, '', c.field, options),
              historyValueText(c.after, '', c.field, options),
            ]);
      });
      ctx.set(attachmentHeaders(`historial-${params.caseId}.csv`, 'text/csv; charset=utf-8'));
      ctx.status = 200;
      ctx.body = csvOf(caseHistoryTexts.csvHeader, rows);
      return { body: null };
    },

    caseAsOf: async ({ actor, params, query, now }) => {
      if (Date.parse(query.at) > now.getTime())
        throw new DomainError('validation', caseHistoryTexts.validation.atOutOfRange, {
          at: caseHistoryTexts.validation.atOutOfRange,
        });
      const source = await readable(actor, params.caseId);
      const file = await caseAsOf(source, query.at);
      if (!file) throw new DomainError('not_found', caseHistoryTexts.notYet);
      return { body: file };
    },
  };
}
