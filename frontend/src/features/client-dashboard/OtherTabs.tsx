import { type ClientDashboard, documentStatusLabel, screenTexts } from '@portal/contracts';
import { formatDate, formatDateTime } from '../../lib/format';
import { Badge, Card, Icon } from '../../ui';
import { documentColor } from './labels';
import { PhaseList } from './SummaryTab';

function ComingSoon() {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-slate-700">
      <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <p>{screenTexts.comingSoon}</p>
    </div>
  );
}

export function ProgressTab({ data }: { data: ClientDashboard }) {
  return (
    <Card title={screenTexts.phasesTitle} icon="chart">
      <PhaseList phases={data.recoveryProcess.phases} detailed />
    </Card>
  );
}

export function DocumentsTab({ data }: { data: ClientDashboard }) {
  const { required, submitted } = data.recoveryProcess.documents;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
        <Icon name="info" className="mt-0.5 size-5 shrink-0" />
        <p>{screenTexts.uploadComingSoon}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title={screenTexts.requiredDocumentsTitle} icon="document">
          {required.length === 0 ? (
            <p className="text-slate-600">{screenTexts.noRequiredDocuments}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {required.map((doc) => (
                <li key={doc.name} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold text-slate-900">{doc.name}</p>
                    <Badge color={doc.required ? 'orange' : 'grey'}>
                      {doc.required ? screenTexts.requiredDocument : screenTexts.optionalDocument}
                    </Badge>
                  </div>
                  {doc.description && <p className="mt-1 text-sm text-slate-600">{doc.description}</p>}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={screenTexts.submittedDocumentsTitle} icon="check">
          {submitted.length === 0 ? (
            <p className="text-slate-600">{screenTexts.noSubmittedDocuments}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {submitted.map((doc) => (
                <li
                  key={`${doc.name}-${doc.uploadedAt}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{doc.name}</p>
                    <p className="text-sm text-slate-600">{formatDate(doc.uploadedAt)}</p>
                  </div>
                  <Badge color={documentColor(doc.status)}>{documentStatusLabel(doc.status)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

export function HistoryTab({ data }: { data: ClientDashboard }) {
  const timeline = data.recoveryProcess.timeline;
  return (
    <Card title={screenTexts.timelineTitle} icon="clock">
      {timeline.length === 0 ? (
        <p className="text-slate-600">{screenTexts.noTimeline}</p>
      ) : (
        <ol className="relative flex flex-col gap-6 border-l-2 border-slate-200 pl-6">
          {timeline.map((entry) => (
            <li key={`${entry.date}|${entry.event}|${entry.description}`} className="relative">
              <span className="absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-white bg-teal-600 ring-2 ring-teal-600/30" />
              <p className="font-semibold text-slate-900">{entry.event}</p>
              <p className="text-sm text-slate-600">
                {[formatDateTime(entry.date), entry.responsible].filter(Boolean).join(' · ')}
              </p>
              {entry.description && <p className="mt-1 text-slate-700">{entry.description}</p>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function SecurityTab() {
  return (
    <Card title={screenTexts.dashboardTabs.security} icon="shield">
      <ComingSoon />
    </Card>
  );
}

export function CommentsTab() {
  return (
    <Card title={screenTexts.dashboardTabs.comments} icon="mail">
      <ComingSoon />
    </Card>
  );
}
