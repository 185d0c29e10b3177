/**
 * The value of a select nobody has chosen yet: '' shows its placeholder, and the form's schema refuses it on
 * sending. Typed as the field's options so that a form's empty values need no cast of their own: the one place
 * where an empty choice is given a type it does not have.
 */
export function unchosen<T extends string>(): T {
  return '' as T;
}

/**
 * The value of a checkbox the schema requires ticked (the express consent), before the person ticks it: false,
 * which the schema refuses on sending. The one place where an unticked box is given the type `true`.
 */
export function unticked(): true {
  return false as unknown as true;
}
