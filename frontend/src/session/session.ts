import type { SessionUser } from '@portal/contracts';
import { homePathFor, normalizeRole } from '@portal/contracts/roles';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user as the browser keeps it (spec §3): localStorage `user` = {id, fullName, email, role,
 * username}, plus the flag `welcome_completed_{userId}`. The server session (HttpOnly cookie) decides what
 * the user may do; this copy only drives navigation and greetings.
 */
const USER_KEY = 'user';
export const welcomeFlagKey = (userId: string) => `welcome_completed_${userId}`;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A user as the browser keeps it, from the stored JSON or the login answer; null without an id. */
export function readSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value)) return null;
  if (typeof value.id !== 'string' || value.id === '') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: value.id,
    username: text(value.username),
    fullName: text(value.fullName),
    email: text(value.email),
    // Any unknown role value is treated as client (spec §6).
    role: normalizeRole(value.role),
  };
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The stored user, or null. Returns the same object while the stored text does not change. */
export function readStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(USER_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function notify() {
  for (const listener of listeners) listener();
}

export function storeUser(user: SessionUser): void {
  const { id, fullName, email, role, username } = user;
  storage()?.setItem(USER_KEY, JSON.stringify({ id, fullName, email, role, username }));
  notify();
}

/** Forgets the stored user (a 401: the server session is gone). */
export function clearStoredUser(): void {
  storage()?.removeItem(USER_KEY);
  notify();
}

/** Log out on this device: the stored user and that user's welcome flag (spec §2). */
export function forgetUser(userId: string | undefined): void {
  if (userId) storage()?.removeItem(welcomeFlagKey(userId));
  clearStoredUser();
}

export function isWelcomeCompleted(userId: string): boolean {
  return storage()?.getItem(welcomeFlagKey(userId)) === 'true';
}

export function markWelcomeCompleted(userId: string): void {
  storage()?.setItem(welcomeFlagKey(userId), 'true');
}

/**
 * Where `/` sends a signed-in user (spec §2, route table): a client to the dashboard once the welcome tour
 * is completed on this device, to the tour before; every other role to /dashboard.
 */
export function startPathFor(user: SessionUser): '/client-dashboard' | '/client-welcome' | '/dashboard' {
  const home = homePathFor(user.role);
  return home === '/client-dashboard' && !isWelcomeCompleted(user.id) ? '/client-welcome' : home;
}

export function subscribeToUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes made in another tab (log in / log out there). */
export function onUserChangedElsewhere(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === USER_KEY || event.key === null) {
      notify();
      listener();
    }
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** The stored user, kept current. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeToUser, readStoredUser, () => null);
}
