import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { type MailTransport, mailOptions } from './transport.js';

/**
 * Writes each message as an RFC 822 `.eml` file under `dir` (embedded default: DATA_DIR/mail, no SMTP_URL): the
 * same MIME message an SMTP server would get, CRLF line ends. Written whole to a hidden temporary name, synced,
 * then renamed, so a reader never sees half a message; a retry of the same message rewrites the same file.
 */
export function fileTransport(dir: string, from: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await composer.sendMail(mailOptions(message, from));
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport returned no buffer');
      await mkdir(dir, { recursive: true });
      const target = join(dir, emlFileName(message.messageId));
      const temporary = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        const file = await open(temporary, 'wx', 0o600);
        try {
          await file.writeFile(info.message);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/**
 * The file name of a message: its Message-ID without the angle brackets, `.eml` appended. Any character other
 * than letters, digits, `.`, `_`, `-` and `@` becomes `_`, and then a short hash of the whole Message-ID is
 * added, so two Message-IDs never share a file and no name leaves the folder.
 */
export function emlFileName(messageId: string): string {
  const bare = messageId.replace(/^<(.*)>$/, '$1');
  const safe = bare.replace(/[^A-Za-z0-9._@-]/g, '_');
  if (safe === bare && safe !== '' && !safe.startsWith('.')) return `${safe}.eml`;
  const hash = createHash('sha256').update(messageId).digest('hex').slice(0, 12);
  return `${safe.replace(/^\.+/, '_')}-${hash}.eml`;
}
