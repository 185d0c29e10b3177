/**
 * `@portal/contracts/texts`: the Spanish texts and labels the server shares with the screens, the enumerations
 * they label and the site constants, without zod. The front end's first pages (landing, login) import these, and
 * `@portal/copy`'s modules those pages load build on them, so that they load no schema code; a module added here
 * must import no zod (the bundle test of the landing page fails if it does). Every module re-exported here is part
 * of the entry chunk, whole: texts only later pages use are imported from `@portal/contracts` instead.
 */
export * from './amounts.js';
export * from './config.js';
export * from './enums.js';
export * from './labels/case.js';
export * from './messages.js';
