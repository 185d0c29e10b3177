import { checkUploadBatch, type UploadRefusal, type UploadSurface } from '@portal/contracts';

/** An entry of the upload list (§6): waiting to be sent, uploading, sent ('Enviado'), or failed (progress 0). */
export type UploadStatus = 'waiting' | 'uploading' | 'success' | 'error';

export interface UploadEntry {
  file: File;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  progress: number;
  /** Why it failed (the toast's reason). */
  error: string | null;
  /** The requested document the person says it answers ('' for none). */
  requiredDocumentId: string;
}

export type SelectionResult = { entries: UploadEntry[] } | { refusal: UploadRefusal };

/**
 * A new selection against the surface's limits, counting the files already listed (§5): one file that fails
 * refuses the whole selection and nothing is added.
 */
export function addSelection(
  entries: readonly UploadEntry[],
  files: readonly File[],
  surface: UploadSurface,
): SelectionResult {
  const refusal = checkUploadBatch(
    surface,
    entries.length,
    files.map((f) => ({ fileName: f.name, fileSize: f.size })),
  );
  if (refusal) return { refusal };
  const added = files.map(
    (file): UploadEntry => ({
      file,
      name: file.name,
      size: file.size,
      type: file.type,
      status: 'waiting',
      progress: 0,
      error: null,
      requiredDocumentId: '',
    }),
  );
  return { entries: [...entries, ...added] };
}

/** Removes the entry of that name (§6: by name). */
export function removeByName(entries: readonly UploadEntry[], name: string): UploadEntry[] {
  return entries.filter((e) => e.name !== name);
}

/** The entry of that name changed by `change`. */
export function updateEntry(
  entries: readonly UploadEntry[],
  name: string,
  change: Partial<UploadEntry>,
): UploadEntry[] {
  return entries.map((e) => (e.name === name ? { ...e, ...change } : e));
}

/** What a send takes: the entries not sent yet (waiting, or failed before and sent again). */
export function toSend(entries: readonly UploadEntry[]): UploadEntry[] {
  return entries.filter((e) => e.status === 'waiting' || e.status === 'error');
}

/** After a batch: the sent files leave the list (they are in the submitted documents now), failures stay. */
export function afterBatch(entries: readonly UploadEntry[]): UploadEntry[] {
  return entries.filter((e) => e.status !== 'success');
}
