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
