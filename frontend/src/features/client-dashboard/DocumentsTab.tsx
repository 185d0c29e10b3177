import { type ClientDashboard, documentStatusLabel, screenTexts } from '@portal/contracts';
import { formatDate } from '../../lib/format';
import { Badge, Card, Icon } from '../../ui';
import { documentColor } from './labels';

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
                <li key={doc.documentId} className="rounded-lg border border-slate-200 p-3">
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
