import { z } from 'zod';
import { phaseStatuses } from '../../enums.js';
import type { PhaseResponsibleKind, RecoveryPhaseKey, RequiredDocumentKey } from '../../labels/case.js';

/**
 * RecoveryProcessOpened v1 stored the plan's Spanish texts inside the event: each phase's name,
 * description, responsible and estimated days, and each required document's name and description. v2 stores
 * keys. This turns a stored v1 payload into a v2 one.
 *
 * Every v1 event was written by the same plan (command-service's initial plan of that time), so the texts
 * below are all the v1 values that exist. A value outside them (a phase id, a responsible or a document name
 * this code never wrote) is not guessed: the upcast fails with a message naming it, the event counts as
 * unreadable, and a projection that needs it parks at its position (visible in GET /api/ops/status) until
 * this table learns the value and the read models are rebuilt. Mapping it to "some" key would show the
 * client a phase or a document that is not theirs; dropping it would hide one that is.
 */
const v1PhaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(phaseStatuses),
  responsible: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  estimatedDays: z.string(),
});

export const recoveryProcessOpenedV1Schema = z.object({
  processId: z.string(),
  caseId: z.string(),
  clientId: z.string(),
  userId: z.string(),
  caseNumber: z.string(),
  priority: z.string(),
  originalAmount: z.string(),
  currency: z.string(),
  phases: z.array(v1PhaseSchema),
  requiredDocuments: z.array(z.object({ name: z.string(), description: z.string(), required: z.boolean() })),
});

/** v1 phase ids were already the keys. */
const v1PhaseIds: Record<string, RecoveryPhaseKey> = {
  analysis: 'analysis',
  forensic: 'forensic',
  legal: 'legal',
  recovery: 'recovery',
};

/** The two responsibles v1 wrote: the analysis team, and the placeholder an agent's name later replaced. */
const v1Responsibles: Record<string, PhaseResponsibleKind> = {
  'Equipo de análisis de casos': 'analysisTeam',
  'Agente asignado': 'assignedAgent',
};

/** The v1 document names, as written then (frozen: later wording changes do not touch this table). */
const v1DocumentNames: Record<string, RequiredDocumentKey> = {
  'Identificación oficial': 'officialId',
  'Comprobantes de pago o transferencia': 'paymentProofs',
  'Estados de cuenta': 'bankStatements',
  'Comunicaciones con la plataforma': 'platformCommunications',
  'Denuncia ante autoridades': 'policeReport',
};

export class UpcastError extends Error {
  override readonly name = 'UpcastError';
}

function known<T>(table: Record<string, T>, value: string, what: string): T {
  const key = Object.hasOwn(table, value) ? table[value] : undefined;
  if (key === undefined)
    throw new UpcastError(`RecoveryProcessOpened v1: unknown ${what} ${JSON.stringify(value)}`);
  return key;
}

/** v1 → v2: texts become keys; ids, statuses, dates and amounts are kept as they are. */
export function upcastRecoveryProcessOpenedV1(data: unknown): unknown {
  const parsed = recoveryProcessOpenedV1Schema.safeParse(data);
  if (!parsed.success) throw new UpcastError(`RecoveryProcessOpened v1: ${parsed.error.message}`);
  const { phases, requiredDocuments, ...rest } = parsed.data;
  return {
    ...rest,
    phases: phases.map((p) => ({
      phaseKey: known(v1PhaseIds, p.id, 'phase id'),
      status: p.status,
      responsibleKind: known(v1Responsibles, p.responsible, 'phase responsible'),
      startedAt: p.startedAt,
      completedAt: p.completedAt,
    })),
    requiredDocuments: requiredDocuments.map((d) => ({
      documentKey: known(v1DocumentNames, d.name, 'document name'),
      required: d.required,
    })),
  };
}
