import { useRef } from 'react';
import { newUuid } from './uuid';

/**
 * The Idempotency-Key of an add (a registration, a security comment, a case's comment, milestone or required
 * document): the same while the person sends the same thing again after a failure (an answer lost on the
 * network), so the server adds it once; a new one for anything else, and after a success.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  return {
    keyFor(payload: unknown): string {
      const serialized = JSON.stringify(payload);
      if (attempt.current?.payload !== serialized) attempt.current = { key: newUuid(), payload: serialized };
      return attempt.current.key;
    },
    succeeded(): void {
      attempt.current = null;
    },
  };
}

/** What the tab keeps of an attempt: its key and a fingerprint of what was sent with it. */
interface StoredAttempt {
  key: string;
  fingerprint: string;
}

const storagePrefix = 'attempt:';
/** The attempts kept, newest first: a person who edits a field and then puts it back gets the first key again. */
const keptAttempts = 5;

/** The tab's sessionStorage, or null where the browser refuses it (storage disabled, some private modes). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readAttempts(storage: Storage, name: string): StoredAttempt[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(storagePrefix + name) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (!item || typeof item !== 'object' || !('key' in item) || !('fingerprint' in item)) return [];
      const { key, fingerprint } = item;
      return typeof key === 'string' && typeof fingerprint === 'string' ? [{ key, fingerprint }] : [];
    });
  } catch {
    return [];
  }
}

/**
 * SHA-256 of the key and the data sent with it (hex), or null where the browser has no Web Crypto (a page not
 * served over HTTPS nor from localhost). The data may hold a password: the tab keeps only this digest, salted
 * with the attempt's own key, never the data.
 */
async function fingerprintOf(key: string, serialized: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(`${key}\n${serialized}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `useAttemptKey` kept across a reload of the page: the keys of the last attempts not known to have succeeded are
 * stored in the tab's sessionStorage (under `name`), each with a fingerprint of the data sent. Sending the same
 * data after a reload (the answer was lost when the server crashed) reuses its key, so the server completes the
 * cut attempt instead of finding its username reserved; other data gets a new key (the server lets a new attempt
 * take what a cut one reserved once RESERVATION_ABANDON_MS has passed). A success forgets them all. Where the tab
 * cannot store or hash, the key lives as long as the page, as `useAttemptKey`'s.
 */
export function useStoredAttemptKey(name: string) {
  const inPage = useAttemptKey();
  return {
    async keyFor(payload: unknown): Promise<string> {
      const serialized = JSON.stringify(payload);
      const storage = tabStorage();
      if (!storage || !globalThis.crypto?.subtle) return inPage.keyFor(payload);
      const attempts = readAttempts(storage, name);
      for (const attempt of attempts)
        if ((await fingerprintOf(attempt.key, serialized)) === attempt.fingerprint) return attempt.key;
      const key = newUuid();
      const fingerprint = await fingerprintOf(key, serialized);
      if (!fingerprint) return inPage.keyFor(payload);
      try {
        const kept = [{ key, fingerprint }, ...attempts].slice(0, keptAttempts);
        storage.setItem(storagePrefix + name, JSON.stringify(kept satisfies StoredAttempt[]));
      } catch {
        return inPage.keyFor(payload);
      }
      return key;
    },
    succeeded(): void {
      inPage.succeeded();
      try {
        tabStorage()?.removeItem(storagePrefix + name);
      } catch {
        /* nothing kept */
      }
    },
  };
}
