import { createHmac } from 'node:crypto';

/** The kinds of reservation whose value is personal: their streams are named by a keyed hash. */
export type PersonalReservationKind = 'username' | 'email';

const hashKeys = new Map<string, Buffer>();
/** The key that hashes reservation keys: derived from the portal secret, for this use alone. */
function reservationHashKey(portalSecret: string): Buffer {
  let key = hashKeys.get(portalSecret);
  if (!key) {
    key = createHmac('sha256', portalSecret).update('portal reservation streams v1').digest();
    hashKeys.set(portalSecret, key);
  }
  return key;
}

/**
 * A username's or an e-mail's reservation stream under a hash of its key: `usernameKey-<hex>`,
 * `emailKey-<hex>`, HMAC-SHA256 under a key derived from PORTAL_SECRET of the key (a username's skeleton, an
 * e-mail's lower case), so no stream id of the log holds a person's e-mail or username. Keyed, not a plain hash:
 * an e-mail is easily guessed. The portal secret must therefore never change on a data folder.
 */
export function hashedReservationStream(
  portalSecret: string,
  kind: PersonalReservationKind,
  key: string,
): string {
  const hash = createHmac('sha256', reservationHashKey(portalSecret)).update(`${kind}\0${key}`, 'utf8');
  return `${kind}Key-${hash.digest('hex')}`;
}

/**
 * The hashed name of a stream named in clear before sealing existed (`username-<key>`, `email-<key>`), or null
 * for any other stream: what `npm run migrate-personal-data` renames it to.
 */
export function rekeyedReservationStream(portalSecret: string, streamId: string): string | null {
  const match = /^(username|email)-(.+)$/s.exec(streamId);
  if (!match) return null;
  return hashedReservationStream(portalSecret, match[1] as PersonalReservationKind, match[2] as string);
}
