import {
  type ClientDashboard,
  type ClientRegistrationInput,
  type ClientRegistrationResult,
  clientDashboardSchema,
} from '@portal/contracts';
import { call, login } from './api-client.js';

/**
 * The client of `payload` signs in at `baseUrl` and their dashboard shows the case their registration answered
 * (`result`): the same user, account, case and case number, and their e-mail. Returns the dashboard.
 */
export async function expectCase(
  baseUrl: string,
  payload: ClientRegistrationInput,
  result: ClientRegistrationResult,
): Promise<ClientDashboard> {
  const { cookie, user } = await login(baseUrl, payload.username, payload.password);
  expect(user.id).toBe(result.userId);
  const res = await call(baseUrl, 'GET', '/api/clients/my-dashboard', { cookie });
  expect(res.status).toBe(200);
  const dashboard = clientDashboardSchema.parse(res.json);
  expect(dashboard.client.accountNumber).toBe(result.accountNumber);
  expect(dashboard.recoveryProcess.caseNumber).toBe(result.caseNumber);
  expect(dashboard.fraudCase.id).toBe(result.caseId);
  expect(dashboard.user.email).toBe(payload.email);
  return dashboard;
}
