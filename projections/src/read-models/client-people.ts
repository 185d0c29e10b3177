import type { EventOf } from '@portal/contracts';
import type { DocView } from '../projector.js';

/** A client's name and e-mail as a read model keeps them by user id, and what of theirs it shows once known. */
export interface ClientPerson {
  fullName?: string;
  email?: string;
}

/**
 * A client's registration or new name, kept in `collection` by user id (staff are not kept). Answers the person
 * as kept now, with both name and e-mail when known, so the caller can show them on its row; undefined when the
 * event is not about a client this read model knows.
 */
export async function followClientPerson<P extends ClientPerson>(
  view: DocView,
  collection: string,
  event: EventOf<'UserRegistered'> | EventOf<'UserNameChanged'>,
): Promise<{ person: P; user: { fullName: string; email: string } | null } | undefined> {
  if (event.type === 'UserRegistered' && event.data.role !== 'client') return undefined;
  const { userId, fullName } = event.data;
  const known = (await view.get<P>(collection, userId)) ?? ({} as P);
  if (event.type === 'UserNameChanged' && known.fullName === undefined) return undefined;
  const email = event.type === 'UserRegistered' ? event.data.email : known.email;
  const person = { ...known, fullName, ...(email === undefined ? {} : { email }) } as P;
  view.put(collection, userId, person);
  return { person, user: email === undefined ? null : { fullName, email } };
}
