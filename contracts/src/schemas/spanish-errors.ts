import { z } from 'zod';

/**
 * What a field says when its schema gives no message of its own for what went wrong: a value of the wrong type
 * (`"sí"` for a switch, a number for a text), an unknown option, a field sent with nothing in it. zod's own
 * messages are English ("Invalid input: expected boolean, received string"); a person of this portal reads
 * Spanish, so every schema parse uses these instead. A schema's own message still wins (zod asks this map only
 * when the schema has none).
 */
export const fallbackValidation = {
  required: 'Este campo es obligatorio',
  wrongType: 'El valor de este campo no tiene el formato esperado',
  tooShort: 'El valor es demasiado corto o pequeño',
  tooLong: 'El valor es demasiado largo o grande',
  format: 'El formato de este campo no es válido',
  option: 'Seleccione una opción válida',
  invalid: 'El valor de este campo no es válido',
} as const;

function spanishMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? fallbackValidation.required : fallbackValidation.wrongType;
    case 'too_small':
      return fallbackValidation.tooShort;
    case 'too_big':
      return fallbackValidation.tooLong;
    case 'invalid_format':
      return fallbackValidation.format;
    case 'invalid_value':
      return fallbackValidation.option;
    default:
      return fallbackValidation.invalid;
  }
}

// The browser's zod runs jitless (frontend/src/lib/zod-jitless.ts, set before anything else: the site's CSP refuses
// eval); this adds to that configuration, and the server keeps zod's faster JIT.
z.config({ customError: spanishMessage });
