import { channelReactor } from './effect-table.js';
import { sideEffects } from './effects/index.js';

export { PRIVACY_ANSWER_MAIL_EFFECT } from './effects/privacy-request.js';

/**
 * The messages the portal sends: each event's rule (to whom: a user id, the handler finds the address; which
 * mail and its facts) sits beside its in-app notification in `effects/<aggregate>.ts`. A later message is a mail
 * module in `mail/templates/`, its line in `mail/registry.ts` and a `mail` rule there.
 */
export const mailReactor = channelReactor('mail', 'mail', sideEffects);
