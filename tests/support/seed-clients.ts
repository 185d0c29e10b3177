import { ADMIN_CLIENTS, USERS } from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

/** A client as the lists read them: enough to tell rows apart by name, handle, account number and date. */
export interface SeededClient {
  id: string;
  fullName: string;
  /** The username; the e-mail is `<handle>@despacho-pruebas.mx`. */
  handle: string;
  accountNumber: string;
  /** The registration's time (ISO). */
  at: string;
}

/**
 * Writes a client's user and admin-client records straight into the read models (a list of thousands without
 * registering thousands of people: the lists' reads are what the tests look at). The fields are the read models'
 * own; the values are plain and the same for every client but those in `SeededClient`.
 */
export async function putClientRecords(documents: DocumentStore, c: SeededClient): Promise<void> {
  const email = `${c.handle}@despacho-pruebas.mx`;
  await documents.put(USERS, c.id, {
    id: c.id,
    fullName: c.fullName,
    username: c.handle,
    email,
    role: 'client',
    isActive: true,
    revision: 1,
    createdAt: c.at,
  });
  await documents.put(ADMIN_CLIENTS, c.id, {
    id: c.id,
    accountNumber: c.accountNumber,
    contactPhone: null,
    registrationDate: c.at,
    status: 'active',
    address: null,
    country: 'mexico',
    city: 'Puebla',
    lossDescription: 'Inversión en una plataforma que no devolvió el dinero.',
    lossAmount: '1000.00',
    currency: 'MXN',
    fraudType: 'forex',
    isVerified: false,
    user: { fullName: c.fullName, email },
    assignedAgentId: null,
    agent: null,
    caseId: `case-${c.id}`,
    revision: 1,
  });
}
