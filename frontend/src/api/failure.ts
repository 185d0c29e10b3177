import { apiErrors } from '@portal/contracts/texts';
import { screenTexts } from '@portal/copy/screen';
import { ApiError, NetworkError, userMessage } from './errors';

/**
 * Why a read failed, as a data screen tells it apart:
 * - `unauthenticated` (401): the server session is gone; the global handler (main.tsx) already forgets the
 *   stored user and goes to /login with the 'Sesión finalizada' notice.
 * - `forbidden` (403): signed in, but this account may not see this.
 * - `notFound` (404): the data is not there (yet).
 * - `unavailable`: a server failure (5xx), no network, or an answer the screen cannot read. Retrying may help;
 *   signing in again would not, so it is never suggested.
 */
export type FailureKind = 'unauthenticated' | 'forbidden' | 'notFound' | 'unavailable';

export interface Failure {
  kind: FailureKind;
  title: string;
  message: string;
}

/** What a screen shows for a 404 of its call (default: a generic 'not found'). */
export interface NotFoundTexts {
  title: string;
  message?: string;
}

/** The kind, the title and the sentence of a failed read, in words a person understands. */
export function describeFailure(error: unknown, notFound?: NotFoundTexts): Failure {
  if (error instanceof ApiError) {
    switch (error.status) {
      case 401:
        return {
          kind: 'unauthenticated',
          title: screenTexts.accessErrorTitle,
          message: screenTexts.accessErrorBody,
        };
      case 403:
        return { kind: 'forbidden', title: screenTexts.accessErrorTitle, message: screenTexts.forbiddenBody };
      case 404:
        return {
          kind: 'notFound',
          title: notFound?.title ?? screenTexts.dataNotFoundTitle,
          message: notFound?.message ?? screenTexts.dataNotFoundBody,
        };
    }
    // The server's own words for a refusal (429...); fixed texts for its failures.
    const message =
      error.status === 500
        ? apiErrors.internal
        : error.status > 500
          ? apiErrors.unavailable
          : userMessage(error, apiErrors.internal);
    return { kind: 'unavailable', title: screenTexts.loadErrorTitle, message };
  }
  return {
    kind: 'unavailable',
    title: screenTexts.loadErrorTitle,
    message:
      error instanceof NetworkError ? screenTexts.networkError : userMessage(error, apiErrors.internal),
  };
}
