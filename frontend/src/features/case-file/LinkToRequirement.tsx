import { type CaseFile, documentErrors, type StaffDocument } from '@portal/contracts';
import { documentToasts, staffDocumentTexts as t } from '@portal/copy';
import { useState } from 'react';
import { ApiError, userMessage } from '../../api/errors';
import { showFailureToast } from '../../components/failure-toast';
import { Button, Select, showToast } from '../../ui';
import { useLinkDocument } from './api/link-document';
import { isStaleRevision } from './write-failure';

/**
 * 'Vincular a requisito': staff say which requested document a received or verified file answers, so the client's
 * checklist stops asking for a paper the firm holds. The one it answers already is not offered again.
 */
export function LinkToRequirement({
  doc,
  caseNumber,
  requirements,
}: {
  doc: StaffDocument;
  caseNumber: string;
  requirements: CaseFile['requiredDocuments'];
}) {
  const link = useLinkDocument(caseNumber);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [conflict, setConflict] = useState<string | null>(null);
  const options = requirements
    .filter((r) => r.documentId !== doc.requiredDocumentId)
    .map((r) => ({ value: r.documentId, label: r.name }));
  if (options.length === 0) return null;

  const submit = async () => {
    if (!options.some((o) => o.value === choice)) {
      setError(documentErrors.requirementChoice);
      return;
    }
    try {
      await link.mutateAsync({ documentId: doc.id, requiredDocumentId: choice, revision: doc.revision });
      setChoice('');
      setConflict(null);
      showToast({ ...documentToasts.linked, tone: 'success' });
    } catch (failure) {
      if (isStaleRevision(failure)) {
        setConflict(userMessage(failure, documentErrors.staleLink));
        return;
      }
      if (failure instanceof ApiError && failure.fieldErrors.requiredDocumentId)
        setError(failure.fieldErrors.requiredDocumentId);
      showFailureToast(failure, documentToasts.linkFailure);
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      {conflict && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {conflict}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t.linkLabel}
          description={t.linkHint}
          options={options}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setError(undefined);
          }}
          className="min-w-0 flex-1 basis-56"
          {...(error ? { errorMessage: error } : {})}
        />
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.linkNamed(doc.fileName)}
          onPress={() => void submit()}
          isPending={link.isPending}
        >
          {t.link}
        </Button>
      </div>
    </div>
  );
}
