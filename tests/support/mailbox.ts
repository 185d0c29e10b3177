import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The mail the embedded portal wrote (its file transport, DATA_DIR/mail/*.eml) with `subject` to `address`,
 * waited for up to `timeoutMs`; undefined when none came.
 */
export async function waitForMail(
  dataDir: string,
  subject: string,
  address: string,
  timeoutMs = 10_000,
): Promise<ParsedMail | undefined> {
  const mailDir = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(mailDir, file)));
      const to = mail.to && 'text' in mail.to ? mail.to.text : '';
      if (mail.subject === subject && to.includes(address)) return mail;
    }
    if (Date.now() > deadline) return undefined;
    await new Promise((r) => setTimeout(r, 100));
  }
}
