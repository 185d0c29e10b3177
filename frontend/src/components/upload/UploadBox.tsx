import { type UploadSurface, uploadSurfaces } from '@portal/contracts';
import { uploadTexts, uploadToasts } from '@portal/copy';
import { useRef, useState } from 'react';
import { type DropItem, DropZone, type FileDropItem, FileTrigger } from 'react-aria-components';
import { UploadFailure, uploadDocument } from '../../api/upload-documents';
import { formatFileSize } from '../../lib/format';
import { Button, Icon, ProgressBar, Select, showToast, type ToastMessage } from '../../ui';
import { addSelection, afterBatch, removeByName, toSend, type UploadEntry, updateEntry } from './upload-list';

export interface UploadBoxProps {
  surface: UploadSurface;
  /** The documents the case asks for: each file may say which one it answers. */
  requiredDocuments?: readonly { documentId: string; name: string }[];
  /** After a batch with at least one file sent: the files sent. */
  onUploaded?: (files: { name: string; id: string }[]) => void;
  /** The notice when the whole batch was sent (default: the last file's own notice). */
  batchToast?: (sent: number) => ToastMessage;
  /** The information box (default: the review promise of §9). */
  info?: string;
  userId?: string;
  headingLevel?: 2 | 3;
}

const statusLabels = {
  waiting: uploadTexts.statusWaiting,
  uploading: uploadTexts.statusUploading,
  success: uploadTexts.statusSuccess,
  error: uploadTexts.statusError,
} as const;

async function filesOf(items: readonly DropItem[]): Promise<File[]> {
  const files = items.filter((item): item is FileDropItem => item.kind === 'file');
  return Promise.all(files.map((item) => item.getFile()));
}

/**
 * 'Subir Documentos' (client-portal.md §5, §6, §8): drag and drop or the file picker, the whole selection
 * checked against the surface's limits before anything is added, a list with each file's progress (10 / 50 /
 * the bytes / 90 / 100), removal by name, and one file sent after the other. The dashboard, the home box and the
 * /recovery-options modal use it with their surface.
 */
export function UploadBox({
  surface,
  requiredDocuments = [],
  onUploaded,
  batchToast,
  info = uploadTexts.info,
  userId,
  headingLevel = 2,
}: UploadBoxProps) {
  const limits = uploadSurfaces[surface];
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [running, setRunning] = useState(false);
  // The list as the batch changes it (state updates are not seen by the loop that makes them).
  const current = useRef<UploadEntry[]>([]);
  const change = (next: UploadEntry[]) => {
    current.current = next;
    setEntries(next);
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const select = (files: File[]) => {
    if (files.length === 0 || running) return;
    const result = addSelection(current.current, files, surface);
    if ('refusal' in result) {
      showToast({ ...result.refusal, tone: 'error' });
      return;
    }
    change(result.entries);
  };

  const send = async () => {
    const batch = toSend(current.current);
    if (batch.length === 0 || running) return;
    setRunning(true);
    const sent: { name: string; id: string }[] = [];
    let failure: ToastMessage | null = null;
    for (const entry of batch) {
      const progress = (value: number) =>
        change(
          updateEntry(current.current, entry.name, { status: 'uploading', progress: value, error: null }),
        );
      try {
        const { id } = await uploadDocument({
          file: entry.file,
          surface,
          onProgress: progress,
          ...(entry.requiredDocumentId ? { requiredDocumentId: entry.requiredDocumentId } : {}),
          ...(userId ? { userId } : {}),
        });
        change(updateEntry(current.current, entry.name, { status: 'success', progress: 100 }));
        sent.push({ name: entry.name, id });
        showToast({ ...uploadToasts.fileSent(entry.name), tone: 'success' });
      } catch (error) {
        const reason = error instanceof UploadFailure ? error.message : uploadToasts.reasons.unknown;
        change(updateEntry(current.current, entry.name, { status: 'error', progress: 0, error: reason }));
        failure = { ...uploadToasts.failed(entry.name, reason), tone: 'error' };
        showToast(failure);
      }
    }
    // What stays on screen: the failure, if any (the list says which); else the batch's notice.
    if (failure) showToast(failure);
    else if (batchToast) showToast({ ...batchToast(sent.length), tone: 'success' });
    change(afterBatch(current.current));
    setRunning(false);
    if (sent.length > 0) onUploaded?.(sent);
  };

  const answersOptions = [
    { value: 'none', label: uploadTexts.answersNone },
    ...requiredDocuments.map((d) => ({ value: d.documentId, label: d.name })),
  ];
  const waiting = toSend(entries).length;

  return (
    <section aria-labelledby={`upload-${surface}`} className="flex flex-col gap-4">
      <Heading
        id={`upload-${surface}`}
        className="flex items-center gap-2 text-lg font-semibold text-navy-900"
      >
        <Icon name="upload" className="size-5 text-teal-700" />
        {uploadTexts.title}
      </Heading>
      <DropZone
        isDisabled={running}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => select(await filesOf(event.items))}
        aria-label={uploadTexts.dropHere}
        className={({ isDropTarget }) =>
          `flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
            isDropTarget ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-slate-50'
          }`
        }
      >
        <Icon name="upload" className="size-8 text-slate-500" />
        <p className="font-medium text-slate-800">{uploadTexts.dropHere}</p>
        <p className="text-sm text-slate-600">{uploadTexts.or}</p>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={[...limits.extensions]}
          onSelect={(list) => select(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" isDisabled={running}>
            {entries.length > 0 ? uploadTexts.pickMore : uploadTexts.pick}
          </Button>
        </FileTrigger>
        <p className="text-sm text-slate-600">
          {uploadTexts.accepted(limits.extensions, limits.maxFileSizeLabel, limits.maxFiles)}
        </p>
      </DropZone>

      {entries.length > 0 && (
        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold text-slate-800">{uploadTexts.listTitle}</h4>
          <ul className="flex flex-col gap-3" aria-label={uploadTexts.listTitle}>
            {entries.map((entry) => (
              <li key={entry.name} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
                <div className="flex items-start gap-3">
                  <Icon name="document" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium text-slate-900">{entry.name}</p>
                    <p className="text-sm text-slate-600">
                      {formatFileSize(entry.size)} ·{' '}
                      <span role="status" className={entry.status === 'error' ? 'text-red-700' : undefined}>
                        {statusLabels[entry.status]}
                      </span>
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={uploadTexts.remove(entry.name)}
                    isDisabled={running}
                    onPress={() => change(removeByName(current.current, entry.name))}
                  >
                    <Icon name="close" className="size-4" />
                  </Button>
                </div>
                {(entry.status === 'uploading' || entry.status === 'success') && (
                  <ProgressBar
                    label={uploadTexts.progressLabel(entry.name)}
                    hideLabel
                    value={entry.progress}
                  />
                )}
                {entry.error && <p className="text-sm text-red-700">{entry.error}</p>}
                {requiredDocuments.length > 0 && entry.status !== 'success' && (
                  <Select
                    label={uploadTexts.answersLabel}
                    options={answersOptions}
                    value={entry.requiredDocumentId || 'none'}
                    isDisabled={running}
                    onChange={(value) =>
                      change(
                        updateEntry(current.current, entry.name, {
                          requiredDocumentId: value === 'none' ? '' : value,
                        }),
                      )
                    }
                  />
                )}
              </li>
            ))}
          </ul>
          <Button
            onPress={send}
            isPending={running}
            pendingLabel={uploadTexts.sending}
            isDisabled={waiting === 0}
            className="self-start"
          >
            {uploadTexts.send}
          </Button>
        </div>
      )}

      <div className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
        <Icon name="info" className="mt-0.5 size-5 shrink-0" />
        <p>{info}</p>
      </div>
    </section>
  );
}
