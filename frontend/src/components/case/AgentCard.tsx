import type { ClientDashboard } from '@portal/contracts';
import { dynamicTexts, screenTexts } from '@portal/copy';
import { AnchorButton, Card, Icon } from '../../ui';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The client's agent with call and e-mail buttons, or 'Por asignar' while none is assigned. */
export function AgentCard({ process }: { process: ClientDashboard['recoveryProcess'] }) {
  return (
    <Card title={screenTexts.agentTitle} icon="user">
      {process.assignedAgent ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 font-semibold text-white"
            >
              {initials(process.assignedAgent)}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{process.assignedAgent}</p>
              {process.agentEmail && <p className="truncate text-sm text-slate-600">{process.agentEmail}</p>}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {process.agentPhone && (
              <AnchorButton href={`tel:${process.agentPhone}`} variant="accent" size="sm">
                <Icon name="phone" className="size-4" /> {screenTexts.callAgent}
              </AnchorButton>
            )}
            {process.agentEmail && (
              <AnchorButton
                href={`mailto:${process.agentEmail}?subject=${encodeURIComponent(dynamicTexts.agentEmailSubject(process.caseNumber))}`}
                variant="secondary"
                size="sm"
              >
                <Icon name="mail" className="size-4" /> {screenTexts.emailAgent}
              </AnchorButton>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-slate-900">{screenTexts.unassignedAgent}</p>
          <p className="text-sm text-slate-600">{screenTexts.agentUnassignedBody}</p>
        </div>
      )}
    </Card>
  );
}
