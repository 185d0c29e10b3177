import { createTransport, type SMTPTransportOptions } from 'nodemailer';
import { type MailTransport, mailOptions } from './transport.js';

/** Connection settings beyond the URL (the tests' peer has no TLS: `ignoreTLS`). */
export type SmtpOptions = Pick<
  SMTPTransportOptions,
  'ignoreTLS' | 'requireTLS' | 'tls' | 'connectionTimeout' | 'greetingTimeout' | 'socketTimeout'
>;

/**
 * Sends through an SMTP server: `smtp://user:pass@host:port` (STARTTLS when the server offers it) or
 * `smtps://…` (TLS from the start). A send rejects when the server refuses the message or cannot be reached,
 * so the job fails and is retried. Timeouts are short so a hung server fails the attempt well within a lease.
 */
export function smtpTransport(
  url: string,
  from: string,
  options: SmtpOptions = {},
): MailTransport & { close(): void } {
  const transporter = createTransport({ ...smtpSettings(url), ...timeouts, ...options });
  return {
    async send(message) {
      await transporter.sendMail(mailOptions(message, from));
    },
    close() {
      transporter.close();
    },
  };
}

const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function smtpSettings(url: string): SMTPTransportOptions {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname)
    throw new Error('Invalid SMTP_URL (smtp://user:pass@host:port or smtps://user:pass@host:port)');
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
  };
}
