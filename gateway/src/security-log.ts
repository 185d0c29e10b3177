import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

/** What the security log records: attempts at a password and changes of who may do what. */
export type SecurityEvent =
  | 'login'
  | 'password_change'
  | 'admin_password_change'
  | 'user_update'
  | 'registration'
  // A sign-in's code, an enrolment's confirmation, an agent's or client's removal, a superadmin's reset.
  | 'second_factor'
  | 'second_factor_enrolment'
  | 'second_factor_removal'
  | 'second_factor_reset'
  // A person's data erased (who ordered it, when, for which ARCO request: ids only).
  | 'personal_data_erased';

type SecurityOutcome = 'succeeded' | 'failed' | 'throttled' | 'refused';

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
  /**
   * A login carrying a device cookie: honoured (`trusted`), locked by its own failures (`locked`), or not this
   * account's or not signed by this server (`not_honoured`).
   */
  device?: 'trusted' | 'locked' | 'not_honoured';
  /** The ARCO request an erasure answered. */
  privacyRequestId?: string;
}

/** The scope and delay of a throttled attempt, for the security log. */
export const throttled = (verdict: { scope: string; retryAfterS: number }) => ({
  scope: verdict.scope,
  retryAfterS: verdict.retryAfterS,
});

export interface SecurityLog {
  record(entry: SecurityEntry): void;
  /** Opens the file again (after logrotate renamed it: SIGHUP). */
  reopen(): void;
  close(): Promise<void>;
}

/**
 * The security log: one JSON line per entry (time first), appended to a file of its own (or standard output
 * with `-`), apart from the operational log so it can be kept and shipped on its own terms. It never holds a
 * password, a token or a typed username (people type their password into the username field): only ids.
 *
 * Refusals cost an attacker nothing, so a throttled entry is written once per event, address and scope while its
 * delay runs; the next one written says how many were left out (`repeated`). A write error (disk full) is
 * reported to the operational log and never stops the portal.
 */
export function securityLog(target: string, onError: (error: unknown) => void = () => {}): SecurityLog {
  let stream: WriteStream | null = null;
  const open = () => {
    if (target === '-') return;
    mkdirSync(dirname(target), { recursive: true });
    const opened = createWriteStream(target, { flags: 'a', mode: 0o600 });
    opened.on('error', onError);
    stream = opened;
  };
  open();
  const quiet = new Map<string, { until: number; repeated: number }>();
  const write = (line: string) => {
    if (stream) stream.write(line);
    else process.stdout.write(line);
  };
  return {
    record(entry) {
      const now = Date.now();
      let repeated = 0;
      if (entry.outcome === 'throttled') {
        const key = `${entry.event}|${entry.address}|${entry.scope ?? ''}`;
        const previous = quiet.get(key);
        if (previous && previous.until > now) {
          previous.repeated += 1;
          return;
        }
        repeated = previous?.repeated ?? 0;
        if (quiet.size > 10_000) quiet.clear();
        quiet.set(key, { until: now + (entry.retryAfterS ?? 1) * 1000, repeated: 0 });
      }
      write(
        `${JSON.stringify({ time: new Date(now).toISOString(), ...entry, ...(repeated ? { repeated } : {}) })}\n`,
      );
    },
    reopen() {
      const old: WriteStream | null = stream;
      open();
      old?.end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        const current: WriteStream | null = stream;
        if (!current) return resolve();
        current.end(() => resolve());
      }),
  };
}
