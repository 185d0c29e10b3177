import { type DashboardDoc, type RecoveryHomeDoc, recoveryRate, recoveryStatusOf } from '@portal/contracts';
import { currentPhaseKeyOf } from '../case-work.js';

/**
 * The home shape (client-portal.md §3 "Recovery case (customer home)") of a client's dashboard document, once
 * every part of the registration arrived; null before. Amounts stay in the case's currency here (the query
 * converts them at the configured rate). A document in review is 'pending' in the home's words.
 */
export function recoveryHomeOf(userId: string, doc: DashboardDoc): RecoveryHomeDoc | null {
  const process = doc.recoveryProcess;
  if (!process || !doc.user || !doc.client || !doc.fraudCase || !doc.caseId || !doc.openedAt || !doc.figures)
    return null;
  const phases = process.phases;
  const { originalAmount, recoveredAmount, pendingAmount, currency } = doc.figures;
  return {
    userId,
    caseId: doc.caseId,
    caseNumber: process.caseNumber,
    status: recoveryStatusOf(doc.cancelled === true, phases),
    priority: process.priority,
    currentPhase: currentPhaseKeyOf(phases),
    phaseOrder: phases.map((p) => p.key),
    phases: Object.fromEntries(
      phases.map((p) => [
        p.key,
        {
          name: p.name,
          description: p.description,
          status: p.status,
          progress: p.status === 'in_progress' ? p.progress : null,
          agent: p.responsible,
          startedAt: p.startedAt,
          completedAt: p.completedAt,
          estimatedDuration: p.estimatedDuration,
          estimatedDays: p.estimatedDays,
          documents: [],
          nextSteps: p.nextSteps,
        },
      ]),
    ),
    estimatedCompletion: process.estimatedCompletion,
    createdAt: doc.openedAt,
    assignedAgent: process.assignedAgent,
    agentContact:
      process.agentEmail && process.agentPhone
        ? { email: process.agentEmail, phone: process.agentPhone }
        : null,
    originalAmount,
    recoveredAmount,
    pendingAmount,
    currency,
    // The home's rate is a string ("12.5", client-portal.md §3): the same rate staff read, written out.
    recoveryRate: recoveryRate(recoveredAmount, originalAmount).toFixed(1),
    servicePlan: process.servicePlan ?? null,
    documents: {
      submitted: process.documents.submitted.map((d) => ({
        name: d.name,
        status: d.status === 'in_review' ? 'pending' : d.status,
        uploadedAt: d.uploadedAt,
      })),
      pending: process.documents.required
        .filter((d) => !d.answered)
        .map((d) => ({ name: d.name, requiredBy: null })),
    },
    timeline: process.timeline.map((t) => ({
      event: t.event,
      description: t.description,
      date: t.date,
      type: t.type,
    })),
    agentUserId: doc.agentUserId ?? null,
  };
}
