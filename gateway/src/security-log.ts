import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

/** What the security log records: attempts at a password and changes of who may do what. */
export type SecurityEvent =
  | 'login'
  | 'password_change'
  | 'admin_password_change'
  | 'user_update'
  | 'registration';

export type SecurityOutcome = 'succeeded' | 'failed' | 'throttled' | 'refused';

export interface SecurityEntry {
  event: SecurityEvent;
  outcome: SecurityOutcome;
  /** The user the entry is about (the one signing in, whose password changed, who was changed), when known. */
  userId: string | null;
  /** The signed-in user who did it, when that is someone else (an admin). */
  actorId?: string | null;
  address: string;
  requestId: string;
  /** A refusal's error code; a throttle's scope and delay. */
  code?: string;
  scope?: string;
  retryAfterS?: number;
}

export interface SecurityLog {
  record(entry: SecurityEntry): void;
  close(): Promise<void>;
}

/**
 * The security log: one JSON line per entry (time first), appended to a file of its own (or standard output
 * with `-`), apart from the operational log so it can be kept and shipped on its own terms. It never holds a
 * password, a token or a typed username (people type their password into the username field): only ids.
 */
export function securityLog(target: string): SecurityLog {
  let stream: WriteStream | null = null;
  if (target !== '-') {
    mkdirSync(dirname(target), { recursive: true });
    stream = createWriteStream(target, { flags: 'a', mode: 0o600 });
  }
  return {
    record(entry) {
      const line = `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`;
      if (stream) stream.write(line);
      else process.stdout.write(line);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!stream) return resolve();
        stream.end(() => resolve());
      }),
  };
}
