import { z } from 'zod';

/** Every error answer of the API: a Spanish `message`, and per-field messages for validation errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * The first message of each field of a failed zod parse, keyed by dotted path. Issues of the whole value (the
 * body is not an object, or a rule over several fields) name no field: see `rootMessageOf`.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    out[issue.path.join('.')] ??= issue.message;
  }
  return out;
}

/**
 * The message of a rule over the whole value (a refine written with a Spanish message, e.g. "at least one
 * field"), if one failed. zod's own messages (in English, e.g. "expected object") are never shown.
 */
export function rootMessageOf(error: z.ZodError): string | undefined {
  return error.issues.find((issue) => issue.path.length === 0 && issue.code === 'custom')?.message;
}
