import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { emlFileName, fileTransport } from './file-transport.js';

const message = {
  messageId: '<0190a3e2-7c1b-7000-8000-000000000001.registration-mail@portal.example.mx>',
  to: 'ana.lopez@example.mx',
  subject: 'Recibimos su caso CASE-2026-000123',
  text: 'Estimado(a) Ana López:\n\nNúmero de caso: CASE-2026-000123\n',
  html: '<p>Estimado(a) Ana López:</p><p>Número de caso: <strong>CASE-2026-000123</strong></p>',
};

describe('fileTransport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a real MIME message named from its Message-ID: headers, text and HTML parts', async () => {
    await fileTransport(join(dir, 'mail'), 'Despacho Ejemplo <no-responder@portal.example.mx>').send(message);

    expect(await readdir(join(dir, 'mail'))).toEqual([
      '0190a3e2-7c1b-7000-8000-000000000001.registration-mail@portal.example.mx.eml',
    ]);
    const raw = await readFile(
      join(dir, 'mail', '0190a3e2-7c1b-7000-8000-000000000001.registration-mail@portal.example.mx.eml'),
    );
    expect(raw.toString('latin1')).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw.toString('latin1')).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(raw.toString('latin1')).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/); // CRLF line ends throughout, as RFC 5322 says
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(
      '<0190a3e2-7c1b-7000-8000-000000000001.registration-mail@portal.example.mx>',
    );
    expect(parsed.from?.value).toEqual([
      { name: 'Despacho Ejemplo', address: 'no-responder@portal.example.mx' },
    ]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : null).toBe('ana.lopez@example.mx');
    expect(parsed.subject).toBe('Recibimos su caso CASE-2026-000123');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.text).toBe('Estimado(a) Ana López:\n\nNúmero de caso: CASE-2026-000123\n');
    expect(parsed.html).toBe(
      '<p>Estimado(a) Ana López:</p><p>Número de caso: <strong>CASE-2026-000123</strong></p>',
    );
  });

  it('rewrites the same file when the same message is sent again and leaves no temporary file', async () => {
    const transport = fileTransport(dir, 'no-responder@portal.example.mx');
    await transport.send(message);
    await transport.send(message);
    await transport.send({ ...message, messageId: '<other@portal.example.mx>' });
    expect((await readdir(dir)).sort()).toEqual([
      '0190a3e2-7c1b-7000-8000-000000000001.registration-mail@portal.example.mx.eml',
      'other@portal.example.mx.eml',
    ]);
  });
});

describe('emlFileName', () => {
  it('keeps a plain Message-ID as it is, without the angle brackets', () => {
    expect(emlFileName('<abc.mail-1@portal.local>')).toBe('abc.mail-1@portal.local.eml');
  });

  it('never leaves the folder nor hides the file, and two odd Message-IDs never share a name', () => {
    const escaping = emlFileName('<../../etc/passwd>');
    expect(escaping).toMatch(/^__\.\._etc_passwd-[0-9a-f]{12}\.eml$/);
    const slash = emlFileName('<a/b@portal.local>');
    const question = emlFileName('<a?b@portal.local>');
    expect(slash).toMatch(/^a_b@portal\.local-[0-9a-f]{12}\.eml$/);
    expect(question).toMatch(/^a_b@portal\.local-[0-9a-f]{12}\.eml$/);
    expect(slash).not.toBe(question);
  });
});
