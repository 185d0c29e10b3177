import type { UploadSurface } from '@portal/contracts';
import { uploadToasts } from '@portal/copy';
import { newUuid } from '../lib/uuid';
import { call } from './client';
import { ApiError, NetworkError, ResponseFormatError, readErrorBody } from './errors';

const reasons = uploadToasts.reasons;

/** A file that could not be sent, with the reason the toast names (the server's own words when it gave some). */
export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
}

/** Progress as the spec counts it (§6): 10 sent, 50 address obtained, 50-90 the bytes, 90 sent, 100 recorded. */
export type OnProgress = (percent: number) => void;

export interface UploadInput {
  file: File;
  surface: UploadSurface;
  /** The requested document this file answers (optional). */
  requiredDocumentId?: string;
  onProgress: OnProgress;
  userId?: string;
  signal?: AbortSignal;
}

/** The reason of a failed JSON call of the upload: the server's message, else the spec's reason. */
function reasonOf(error: unknown, atStart: boolean): string {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  if (error instanceof ApiError) return error.body?.message || reasons.server(error.status);
  if (error instanceof ResponseFormatError && atStart) return reasons.noUrl;
  if (error instanceof NetworkError) return error.message;
  return reasons.unknown;
}

/**
 * PUT of the file's bytes on the signed URL, with the real progress of the transfer (XMLHttpRequest: fetch
 * reports no upload progress). `onFraction` gets 0..1.
 */
function putFile(
  url: string,
  file: File,
  onFraction: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onFraction(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      const body = readErrorBody(xhr.responseText);
      reject(new UploadFailure(body?.message || reasons.transfer(xhr.status)));
    };
    xhr.onerror = () => reject(new UploadFailure(reasons.unknown));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * One file through the three calls of §7: the upload address, the bytes, the completion. The spec lets a
 * failed completion pass as sent; here the completion is what records the document (its SHA-256 in the case's
 * history), so a file whose completion failed is not sent, and the person is told so.
 */
export async function uploadDocument(input: UploadInput): Promise<{ id: string }> {
  const { file, surface, onProgress, userId, signal } = input;
  onProgress(10);
  let uploadURL: string;
  try {
    const started = await call('uploadStart', {
      body: { fileName: file.name, fileSize: file.size, fileType: file.type, surface },
      ...(userId ? { userId } : {}),
      ...(signal ? { signal } : {}),
    });
    uploadURL = started.uploadURL;
  } catch (error) {
    throw new UploadFailure(reasonOf(error, true));
  }
  if (!uploadURL) throw new UploadFailure(reasons.noUrl);
  onProgress(50);
  await putFile(uploadURL, file, (fraction) => onProgress(50 + Math.floor(fraction * 40)), signal);
  onProgress(90);
  try {
    const completed = await call('uploadComplete', {
      body: {
        fileName: file.name,
        fileSize: file.size,
        fileType: file.type,
        uploadURL,
        ...(input.requiredDocumentId ? { requiredDocumentId: input.requiredDocumentId } : {}),
      },
      // One completion per file sent: its own key (the person sends the file again for another attempt).
      idempotencyKey: newUuid(),
      ...(userId ? { userId } : {}),
      ...(signal ? { signal } : {}),
    });
    onProgress(100);
    return { id: completed.id };
  } catch (error) {
    throw new UploadFailure(reasonOf(error, false));
  }
}
