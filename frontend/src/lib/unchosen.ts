/**
 * The value of a select nobody has chosen yet: '' shows its placeholder, and the form's schema refuses it on
 * sending. Typed as the field's options so that a form's empty values need no cast of their own: the one place
 * where an empty choice is given a type it does not have.
 */
export function unchosen<T extends string>(): T {
  return '' as T;
}
