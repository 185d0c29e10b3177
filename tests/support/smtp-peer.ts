/**
 * A real SMTP peer for the tests (smtp-server on 127.0.0.1): keeps every message it accepts with the envelope's
 * recipients, or refuses every recipient (a mailbox that does not exist: 550), counting the refusals.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  raw: Buffer;
  /** RCPT TO addresses of the envelope. */
  recipients: string[];
}

export interface SmtpPeer {
  received: ReceivedMail[];
  /** How many recipients were refused (with `refuseRecipients`). */
  refused(): number;
  close(): Promise<void>;
}

/**
 * An SMTP server listening on 127.0.0.1:`port` that keeps every message it accepts in `received`, with the
 * session hooks of the peer built on it (`onRcptTo`, `onMailFrom`, `onClose`).
 */
export async function keepingSmtpServer(
  port: number,
  received: ReceivedMail[],
  hooks: Pick<SMTPServerOptions, 'onRcptTo' | 'onMailFrom' | 'onClose'> = {},
): Promise<{ close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...hooks,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks),
          recipients: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  // A client that dies in the middle of a session (the portal killed by a test) resets its connection: that is
  // the client's failure, not the peer's, and must not end the test run as an unhandled error.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function smtpPeer(
  port: number,
  options: { refuseRecipients?: boolean } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = await keepingSmtpServer(port, received, {
    onRcptTo(_address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      refused += 1;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  return { received, refused: () => refused, close: server.close };
}

/** Each received message parsed: its subject, Message-ID and envelope recipients. */
export async function parsed(
  received: ReceivedMail[],
): Promise<{ subject: string; messageId: string; recipients: string[]; mail: ParsedMail }[]> {
  return Promise.all(
    received.map(async ({ raw, recipients }) => {
      const mail = await simpleParser(raw);
      return { subject: mail.subject ?? '', messageId: mail.messageId ?? '', recipients, mail };
    }),
  );
}

/** Polls `probe` every 100 ms until it gives a value; fails naming `what` after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until `count()` has not changed for `quietMs` (no more messages on their way), at most `timeoutMs`. */
export async function settled(count: () => number, quietMs = 3_000, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = count();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() > end) throw new Error('messages kept arriving');
    await new Promise((r) => setTimeout(r, 100));
    if (count() !== last) {
      last = count();
      since = Date.now();
    }
  }
}
