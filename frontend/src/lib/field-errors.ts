import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Puts the server's field errors (`fieldErrors` of a 400) on the fields of `form` that `fields` lists, and
 * focuses the first one.
 */
export function fieldErrorsOn<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly FieldPath<T>[],
) {
  return (errors: Record<string, string>) => {
    let first: FieldPath<T> | null = null;
    for (const [field, message] of Object.entries(errors)) {
      const name = fields.find((f) => f === field);
      if (!name) continue;
      form.setError(name, { type: 'server', message });
      first ??= name;
    }
    if (first) form.setFocus(first);
  };
}
