import type { ChangePasswordInput, ClientRegistration, LoginInput, SiteInfo } from '@portal/contracts';
import { call } from './client';

/** The calls the screens make, one function each. */
export const api = {
  health: (signal?: AbortSignal) => call('health', { signal, signOutOn401: false }),
  login: (input: LoginInput) => call('login', { body: input, signOutOn401: false }),
  logout: () => call('logout', { signOutOn401: false }),
  registerClient: (payload: ClientRegistration, idempotencyKey: string) =>
    call('registerClient', { body: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
  myDashboard: (userId: string, signal?: AbortSignal) => call('myDashboard', { userId, signal }),
  changePassword: (userId: string, input: ChangePasswordInput) =>
    call('changePassword', { userId, body: input }),
};

export type { SiteInfo };
