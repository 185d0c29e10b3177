/**
 * `@portal/copy`: the Spanish texts only the screens read (the front end, and the tests that assert them), one
 * module per screen area. The texts the server writes too (API errors, validation, mail, notifications' labels,
 * history, reports) are in `@portal/contracts`; a text here may build on them, never the other way round.
 * The first pages import their modules by path (`@portal/copy/screen`, `/landing-hero`, `/landing-details`,
 * `/second-factor-step`, `/privacy-link`) so that their entry chunk holds nothing else.
 */
export * from './admin-manager.js';
export * from './admin-panels.js';
export * from './agent-application.js';
export * from './arco-screens.js';
export * from './client-case.js';
export * from './compliance.js';
export * from './documents.js';
export * from './home.js';
export * from './landing-details.js';
export * from './landing-hero.js';
export * from './notifications.js';
export * from './ops-labels.js';
export * from './privacy-collected.js';
export * from './privacy-link.js';
export * from './privacy-notice.js';
export * from './public-site.js';
export * from './screen.js';
export * from './second-factor.js';
export * from './second-factor-step.js';
export * from './setup.js';
export * from './staff-case.js';
export * from './staff-workspace.js';
