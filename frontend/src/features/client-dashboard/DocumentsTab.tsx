import { type ClientDashboard, documentStatusLabel } from '@portal/contracts';
import { screenTexts, uploadTexts, uploadToasts } from '@portal/copy';
import { useQueryClient } from '@tanstack/react-query';
import { myDashboardQueryKey } from '../../api/get-my-dashboard';
import { documentColor } from '../../components/case/colors';
import { DownloadLink } from '../../components/upload/DownloadLink';
import { LazyUploadBox } from '../../components/upload/LazyUploadBox';
import { formatDate, formatFileSize } from '../../lib/format';
import { Badge, Card } from '../../ui';

/** Documentos: the upload panel, the documents the case asks for (answered ones marked), the ones sent. */
export function DocumentsTab({ data, userId }: { data: ClientDashboard; userId: string }) {
  const { required, submitted } = data.recoveryProcess.documents;
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <LazyUploadBox
          surface="dashboard"
          userId={userId}
          requiredDocuments={required.map(({ documentId, name }) => ({ documentId, name }))}
          batchToast={() => uploadToasts.dashboardSent}
          onUploaded={() => queryClient.invalidateQueries({ queryKey: myDashboardQueryKey(userId) })}
        />
      </Card>
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
                    <div className="flex flex-wrap gap-2">
                      <Badge color={doc.required ? 'orange' : 'grey'}>
                        {doc.required ? screenTexts.requiredDocument : screenTexts.optionalDocument}
                      </Badge>
                      <Badge color={doc.answered ? 'green' : 'grey'}>
                        {doc.answered ? uploadTexts.requiredAnswered : uploadTexts.requiredPending}
                      </Badge>
                    </div>
                  </div>
                  {doc.description && <p className="mt-1 text-sm text-slate-600">{doc.description}</p>}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-slate-600">{uploadTexts.pendingInstruction}</p>
        </Card>
        <Card title={screenTexts.submittedDocumentsTitle} icon="check">
          {submitted.length === 0 ? (
            <p className="text-slate-600">{screenTexts.noSubmittedDocuments}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={screenTexts.submittedDocumentsTitle}>
              {submitted.map((doc) => (
                <li
                  key={doc.documentId}
                  className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="break-words font-semibold text-slate-900">{doc.name}</p>
                      <p className="text-sm text-slate-600">
                        {formatDate(doc.uploadedAt)} · {formatFileSize(doc.size)}
                      </p>
                    </div>
                    <Badge color={documentColor(doc.status)}>{documentStatusLabel(doc.status)}</Badge>
                  </div>
                  {doc.status === 'rejected' && doc.rejectionReason && (
                    <p className="text-sm text-red-800">{uploadTexts.rejectedReason(doc.rejectionReason)}</p>
                  )}
                  <DownloadLink
                    href={doc.url}
                    label={uploadTexts.download}
                    accessibleName={uploadTexts.downloadNamed(doc.name)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
