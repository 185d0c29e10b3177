import { demoAccounts } from '@portal/command-service';
import { call, cookieOf } from './api-client.js';

/**
 * A staff account the demo superadmin creates (POST /api/admin/users, which must answer 201), its e-mail
 * `<username>@despacho-pruebas.mx`; returns what signs it in. Staff sign in with a second factor: the
 * account is signed in once here and enrols it, so that the API and browser helpers know its secret
 * (tests/support/totp.ts) when they sign it in.
 */
export async function createStaffAccount(
  baseUrl: string,
  person: {
    username: string;
    fullName: string;
    password: string;
    role: 'admin' | 'superadmin' | 'compliance';
  },
): Promise<{ username: string; password: string }> {
  const made = await call(baseUrl, 'POST', '/api/admin/users', {
    cookie: await cookieOf(baseUrl, demoAccounts.superadmin),
    body: { ...person, email: `${person.username}@despacho-pruebas.mx` },
  });
  if (made.status !== 201)
    throw new Error(`creating ${person.username} answered ${made.status}: ${made.text}`);
  await cookieOf(baseUrl, person);
  return { username: person.username, password: person.password };
}
