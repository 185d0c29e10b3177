import {
  type CaseFile,
  type DocumentIntegrity,
  documentErrors,
  documentReviewSchema,
  documentStatusLabel,
  type StaffDocument,
} from '@portal/contracts';
import { documentToasts, staffDocumentTexts } from '@portal/copy';
import { useState } from 'react';
import { ApiError, userMessage } from '../../api/errors';
import { documentColor } from '../../components/case/colors';
import { showFailureToast } from '../../components/failure-toast';
import { ListQuery } from '../../components/ListStates';
import { DownloadLink } from '../../components/upload/DownloadLink';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { useMayCall } from '../../session/permissions';
import { Badge, Button, Card, Dialog, showToast, TextArea } from '../../ui';
import { useCaseDocuments } from './api/get-case-documents';
import { useReviewDocument } from './api/review-document';
import { useVerifyDocument } from './api/verify-document';
import { DocumentAccessLog } from './DocumentAccessLog';
import { LinkToRequirement } from './LinkToRequirement';
import { isStaleRevision } from './write-failure';

const t = staffDocumentTexts;

/** 'Documentos enviados' of the case page: each file with its custody facts, its review and its checks. */
export function CaseDocumentsSection({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const query = useCaseDocuments(caseNumber, data.caseId);
  const may = {
    review: useMayCall('reviewDocument'),
    link: useMayCall('linkDocumentToRequirement'),
    readLog: useMayCall('documentAccessLog'),
  };
  return (
    <Card title={t.title} icon="document" headingId="case-sent-documents">
      <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
      <ListQuery query={query} loading={t.loading} loadFailed={t.loadFailed} empty={t.empty}>
        {(documents) => (
          <ul aria-label={t.title} className="flex flex-col divide-y divide-slate-200">
            {documents.map((doc) => (
              <DocumentRow
                key={doc.id}
                doc={doc}
                caseNumber={caseNumber}
                requirements={data.requiredDocuments}
                may={may}
              />
            ))}
          </ul>
        )}
      </ListQuery>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

function DocumentRow({
  doc,
  caseNumber,
  requirements,
  may,
}: {
  doc: StaffDocument;
  caseNumber: string;
  /** The documents the case asks for now (what a file can be linked to). */
  requirements: CaseFile['requiredDocuments'];
  /**
   * What the person may do besides reading: review the document and link it to a requested one (not
   * compliance), read its access log (auditors).
   */
  may: { review: boolean; link: boolean; readLog: boolean };
}) {
  const review = useReviewDocument(caseNumber);
  const verify = useVerifyDocument();
  const [integrity, setIntegrity] = useState<DocumentIntegrity | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [conflict, setConflict] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);

  const submit = async (body: { status: 'verified' } | { status: 'rejected'; reason: string }) => {
    const parsed = documentReviewSchema.safeParse(body);
    if (!parsed.success) {
      setReasonError(documentErrors.rejectionReason);
      return;
    }
    try {
      await review.mutateAsync({ documentId: doc.id, review: parsed.data, revision: doc.revision });
      setConflict(null);
      setRejecting(false);
      setReason('');
      showToast({
        ...(parsed.data.status === 'verified' ? documentToasts.verified : documentToasts.rejected),
        tone: 'success',
      });
    } catch (error) {
      if (isStaleRevision(error)) {
        setConflict(userMessage(error, documentErrors.staleDocument));
        return;
      }
      if (error instanceof ApiError && error.fieldErrors.reason) setReasonError(error.fieldErrors.reason);
      showFailureToast(error, documentToasts.reviewFailure);
    }
  };

  const check = async () => {
    try {
      setIntegrity(await verify.mutateAsync(doc.id));
    } catch (error) {
      showFailureToast(error, documentToasts.integrityFailure);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-semibold text-navy-900">{doc.fileName}</p>
        <Badge color={documentColor(doc.status)}>{documentStatusLabel(doc.status)}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <Fact label={t.size}>{formatFileSize(doc.size)}</Fact>
        <Fact label={t.type}>{doc.contentType.split(';')[0]}</Fact>
        <Fact label={t.uploadedBy}>{doc.uploaderName}</Fact>
        <Fact label={t.uploadedAt}>{formatDateTime(doc.uploadedAt)}</Fact>
        {doc.requiredDocumentName && <Fact label={t.answers}>{doc.requiredDocumentName}</Fact>}
        <div className="flex flex-col sm:col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.sha256}</dt>
          <dd className="select-all break-all font-mono text-xs text-slate-800">{doc.sha256}</dd>
        </div>
      </dl>
      {doc.status === 'rejected' && doc.rejectionReason && (
        <p className="text-sm text-red-800">{`${t.rejectReason}: ${doc.rejectionReason}`}</p>
      )}
      {doc.reviewedAt && doc.reviewerName && (
        <p className="text-sm text-slate-600">
          {t.reviewedBy(doc.reviewerName, formatDateTime(doc.reviewedAt))}
        </p>
      )}
      {conflict && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {conflict}
        </p>
      )}
      {integrity && (
        <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
          <Badge color={integrity.matches ? 'green' : 'red'}>
            {integrity.matches ? t.intact : t.altered}
          </Badge>
          <span className={integrity.matches ? 'text-slate-700' : 'font-medium text-red-800'}>
            {integrity.matches ? t.intactHint : t.alteredHint}
          </span>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <DownloadLink
          href={doc.url}
          label={t.download}
          accessibleName={t.downloadNamed(doc.fileName)}
          outlined
        />
        {may.review && doc.status !== 'verified' && (
          <Button
            size="sm"
            aria-label={t.verifyNamed(doc.fileName)}
            onPress={() => void submit({ status: 'verified' })}
            isPending={review.isPending && !rejecting}
          >
            {t.verify}
          </Button>
        )}
        {may.review && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.rejectNamed(doc.fileName)}
            onPress={() => {
              setReasonError(undefined);
              setRejecting(true);
            }}
            isDisabled={review.isPending}
          >
            {t.reject}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onPress={() => void check()}
          isPending={verify.isPending}
          pendingLabel={t.integrityChecking}
        >
          {t.integrityCheck}
        </Button>
        {may.readLog && (
          <Button size="sm" variant="ghost" onPress={() => setShowLog((v) => !v)} aria-expanded={showLog}>
            {t.accessLog}
          </Button>
        )}
      </div>
      {may.link && doc.status !== 'rejected' && (
        <LinkToRequirement doc={doc} caseNumber={caseNumber} requirements={requirements} />
      )}
      {may.readLog && showLog && <DocumentAccessLog documentId={doc.id} />}
      <Dialog
        title={t.rejectTitle}
        isOpen={rejecting}
        onOpenChange={(open) => {
          if (!open && !review.isPending) setRejecting(false);
        }}
        isDismissable={!review.isPending}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={review.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="danger"
              onPress={() => void submit({ status: 'rejected', reason })}
              isPending={review.isPending}
            >
              {t.rejectConfirm}
            </Button>
          </>
        )}
      >
        <div className="flex flex-col gap-3">
          <p className="break-words text-slate-800">{doc.fileName}</p>
          {conflict && (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              {conflict}
            </p>
          )}
          <TextArea
            label={t.rejectReason}
            description={t.rejectReasonHint}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            isRequired
            {...(reasonError ? { errorMessage: reasonError } : {})}
          />
        </div>
      </Dialog>
    </li>
  );
}
