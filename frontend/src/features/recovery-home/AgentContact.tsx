import { type RecoveryHome, serviceHoursFor } from '@portal/contracts';
import { homeTexts as t } from '@portal/copy';
import { useSiteInfo } from '../../api/get-health';
import { AnchorButton, Card, Icon } from '../../ui';

/** The client's agent on the home: how to reach them, and the service hours. */
export function AgentContact({ home }: { home: RecoveryHome }) {
  const { emergencyPhone } = useSiteInfo();
  const contact = home.agentContact;
  return (
    <Card title={t.agentCard} icon="user" level={3}>
      {home.assignedAgent && contact ? (
        <div className="flex flex-col gap-3">
          <p className="text-lg font-semibold">{home.assignedAgent}</p>
          <p className="text-sm text-slate-700">
            {contact.email} · {contact.phone}
          </p>
          <div>
            <p className="text-sm font-semibold text-navy-900">{t.hours}</p>
            <dl className="text-sm text-slate-700">
              {serviceHoursFor(emergencyPhone).map((row) => (
                <div key={row.days} className="flex gap-2">
                  <dt>{row.days}:</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex flex-wrap gap-2">
            <AnchorButton href={`tel:${contact.phone}`} variant="accent" size="sm">
              <Icon name="phone" className="size-4" /> {t.call}
            </AnchorButton>
            <AnchorButton href={`mailto:${contact.email}`} variant="secondary" size="sm">
              <Icon name="mail" className="size-4" /> {t.email}
            </AnchorButton>
            <AnchorButton
              href={`mailto:${contact.email}?subject=${encodeURIComponent(`${t.meeting} - ${home.caseNumber}`)}`}
              variant="secondary"
              size="sm"
            >
              <Icon name="calendar" className="size-4" /> {t.meeting}
            </AnchorButton>
          </div>
        </div>
      ) : (
        <p className="text-slate-700">{t.agentPending}</p>
      )}
    </Card>
  );
}
