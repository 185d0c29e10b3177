import type { LoggedEvent } from '@portal/contracts';
import { agentApplicationMail } from '../../mail/templates/agent-application.js';
import type { NewJob } from '../../queue/port.js';
import type { EffectTable } from '../effect-table.js';
import { jobIdOf } from '../reactor.js';

type ApplicationStep =
  | LoggedEvent<'AgentApplicationSubmitted'>
  | LoggedEvent<'AgentApplicationApproved'>
  | LoggedEvent<'AgentApplicationRejected'>;

/** The applicant hears of each step (at the application's address: they have no account while it waits). */
function applicationMail({ event, eventId }: ApplicationStep): NewJob[] {
  const step =
    event.type === 'AgentApplicationSubmitted'
      ? 'received'
      : event.type === 'AgentApplicationApproved'
        ? 'approved'
        : 'rejected';
  return [
    agentApplicationMail.job(jobIdOf(eventId, `agent-application-${step}`), {
      userId: event.data.userId,
      applicationId: event.data.applicationId,
      step,
    }),
  ];
}

/** An application to work as an agent: received, approved or rejected, the applicant is written to. */
export const agentApplicationEffects: EffectTable = {
  AgentApplicationSubmitted: { mail: applicationMail },
  AgentApplicationApproved: { mail: applicationMail },
  AgentApplicationRejected: { mail: applicationMail },
};
