/**
 * What an erased person's data reads as: in the events (their key destroyed), the read models rebuilt
 * from them and every screen, report and e-mail that shows them.
 */
export const ERASED_TEXT = 'Datos eliminados';
