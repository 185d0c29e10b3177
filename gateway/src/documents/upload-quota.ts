import { CASE_DOCUMENTS, type CaseDocumentDoc, waitTexts } from '@portal/contracts';
import {
  type DocumentStore,
  type RateLimiterAbstract,
  RateLimiterRes,
  type RateLimits,
} from '@portal/platform';
import { secondsUntilNext, tooMany } from '../auth/refusals.js';
import { HttpError } from '../http/errors.js';

export interface UploadQuotaPolicy {
  filesPerHour: number;
  bytesPerHour: number;
  bytesPerCase: number;
}

/**
 * A client's uploads (without a quota, one client sent 40 files of 1 MB in 2.5 s): files and bytes started per hour, in
 * the shared rate-limit store (every gateway process counts in the same windows), and the bytes a case holds,
 * from the case's documents read model. Checked at the start of an upload with the declared size (the signed URL
 * then takes no more bytes than that). A refusal takes nothing: the client's counts stay as they were.
 */
export class UploadQuota {
  private readonly files: RateLimiterAbstract;
  private readonly bytes: RateLimiterAbstract;

  constructor(
    limits: RateLimits,
    private readonly documents: DocumentStore,
    private readonly policy: UploadQuotaPolicy,
  ) {
    this.files = limits.limiter('upload-files', { points: policy.filesPerHour, durationS: 3600 });
    this.bytes = limits.limiter('upload-bytes', { points: policy.bytesPerHour, durationS: 3600 });
  }

  /**
   * Counts one file of `size` bytes for the client `userId` of case `caseId`, or throws: 413 when the case's
   * documents would pass the bytes per case, 429 with Retry-After when the hour's files or bytes are used up.
   */
  async take(userId: string, caseId: string, size: number): Promise<void> {
    const held = await this.documents.list<CaseDocumentDoc>(CASE_DOCUMENTS, { where: { caseId } });
    const caseBytes = held.reduce((sum, doc) => sum + doc.size, 0);
    if (caseBytes + size > this.policy.bytesPerCase)
      throw new HttpError(413, 'case_quota_exceeded', waitTexts.caseBytesFull(this.policy.bytesPerCase));

    const filesWait = await this.consume(this.files, userId, 1);
    if (filesWait !== null)
      throw tooMany(
        'upload_quota_exceeded',
        waitTexts.tooManyUploadedFiles(this.policy.filesPerHour, filesWait),
        filesWait,
      );
    const bytesWait = await this.consume(this.bytes, userId, size);
    if (bytesWait !== null) {
      await this.files.reward(userId, 1);
      throw tooMany(
        'upload_quota_exceeded',
        waitTexts.tooManyUploadedBytes(this.policy.bytesPerHour, bytesWait),
        bytesWait,
      );
    }
  }

  /**
   * Takes `points` atomically (the store's increment, so parallel starts each see the others); null when they
   * fit, else they are given back and the answer is the seconds until the window ends.
   */
  private async consume(limiter: RateLimiterAbstract, key: string, points: number): Promise<number | null> {
    try {
      await limiter.consume(key, points);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      await limiter.reward(key, points);
      return secondsUntilNext(error);
    }
  }
}
