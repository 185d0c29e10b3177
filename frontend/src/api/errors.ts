import type { ApiErrorBody } from '@portal/contracts';
import { apiErrors } from '@portal/contracts/texts';
import { screenTexts } from '@portal/copy/screen';

/**
 * A non-successful answer of the API. Its message is `${status}: ${body text or status text}` (spec §7);
 * the parsed JSON body is kept so screens can show `body.message` and put `body.fieldErrors` on fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.fieldErrors ?? {};
  }
}

/** The server could not be reached (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor() {
    super(screenTexts.networkError);
  }
}

/** The server answered, but not with what this screen needs (e.g. HTML instead of JSON). */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
  constructor() {
    super(apiErrors.unavailable);
  }
}

/** A sentence a person understands for any error of a call; `fallback` when there is none. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  if (error instanceof NetworkError || error instanceof ResponseFormatError) return error.message;
  return fallback;
}

/**
 * The error body `{ message, code, fieldErrors? }` of an answer, or null when the text is not one. Checked by
 * hand, not with the contracts' apiErrorSchema: every page reads errors, and the first ones load no zod.
 */
export function readErrorBody(text: string): ApiErrorBody | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.message !== 'string' || typeof value.code !== 'string') return null;
  const { message, code, fieldErrors } = value;
  if (fieldErrors === undefined) return { message, code };
  if (!isRecord(fieldErrors)) return null;
  const texts: Record<string, string> = {};
  for (const [field, text] of Object.entries(fieldErrors)) {
    if (typeof text !== 'string') return null;
    texts[field] = text;
  }
  return { message, code, fieldErrors: texts };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
