import { channelReactor } from './effect-table.js';
import { sideEffects } from './effects/index.js';

/**
 * The in-app notifications: each event's rule (to whom: a user id; which kind and its facts, the texts being the
 * contracts' `notificationKindTexts`, written when shown) sits beside its mail in `effects/<aggregate>.ts`. A later
 * notification is a kind, its texts and a `notify` rule there.
 */
export const notificationsReactor = channelReactor('notifications', 'notify', sideEffects);
