import type { EventOf } from '@portal/contracts';
import type { DocView } from '../projector.js';

/** A client's name and e-mail as a read model keeps them by user id, and what of theirs it shows once known. */
export interface ClientPerson {
  fullName?: string;
  email?: string;
}

/** The events that tell a client's name or e-mail. */
export type PersonEvent =
  | EventOf<'UserRegistered'>
  | EventOf<'UserNameChanged'>
  | EventOf<'UserEmailChanged'>;
export const personEventTypes = ['UserRegistered', 'UserNameChanged', 'UserEmailChanged'] as const;

/**
 * A client's registration, new name or new e-mail, kept in `collection` by user id (staff are not kept). Answers
 * the person as kept now, with both name and e-mail when known, so the caller can show them on its row; undefined
 * when the event is not about a client this read model knows.
 */
export async function followClientPerson<P extends ClientPerson>(
  view: DocView,
  collection: string,
  event: PersonEvent,
): Promise<{ person: P; user: { fullName: string; email: string } | null } | undefined> {
  if (event.type === 'UserRegistered' && event.data.role !== 'client') return undefined;
  const { userId } = event.data;
  const known = (await view.get<P>(collection, userId)) ?? ({} as P);
  if (event.type !== 'UserRegistered' && known.fullName === undefined) return undefined;
  const fullName = event.type === 'UserEmailChanged' ? known.fullName : event.data.fullName;
  const email = event.type === 'UserNameChanged' ? known.email : event.data.email;
  const person = {
    ...known,
    ...(fullName === undefined ? {} : { fullName }),
    ...(email === undefined ? {} : { email }),
  } as P;
  view.put(collection, userId, person);
  return { person, user: email === undefined || fullName === undefined ? null : { fullName, email } };
}
