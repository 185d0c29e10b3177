import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { smtpTransport } from './smtp-transport.js';

/** A real SMTP peer on 127.0.0.1 (smtp-server), recording what it was told. */
async function startPeer(options: Partial<SMTPServerOptions> = {}) {
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  const logins: { username: string; password: string }[] = [];
  const secure: boolean[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        secure.push(session.secure);
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    logins,
    secure,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = {
  messageId: '<0190a3e2-7c1b-7000-8000-000000000001.password-mail@portal.example.mx>',
  to: 'ana.lopez@example.mx',
  subject: 'Se cambió la contraseña de su cuenta',
  text: 'Estimado(a) Ana López:\n',
  html: '<p>Estimado(a) Ana López:</p>',
};

describe('smtpTransport against a real SMTP server', () => {
  it('logs in with the URL credentials and delivers the message with its Message-ID and both parts', async () => {
    const peer = await startPeer();
    const transport = smtpTransport(
      `smtp://mailer:s3cr%40to@127.0.0.1:${peer.port}`,
      'Despacho Ejemplo <no-responder@portal.example.mx>',
      { ignoreTLS: true },
    );
    try {
      await transport.send(message);
    } finally {
      transport.close();
      await peer.close();
    }
    expect(peer.logins).toEqual([{ username: 'mailer', password: 's3cr@to' }]);
    expect(peer.received).toHaveLength(1);
    const [delivery] = peer.received;
    expect(delivery?.from).toBe('no-responder@portal.example.mx');
    expect(delivery?.to).toEqual(['ana.lopez@example.mx']);
    const parsed = await simpleParser(delivery?.raw ?? Buffer.alloc(0));
    expect(parsed.messageId).toBe('<0190a3e2-7c1b-7000-8000-000000000001.password-mail@portal.example.mx>');
    expect(parsed.subject).toBe('Se cambió la contraseña de su cuenta');
    expect(parsed.from?.value).toEqual([
      { name: 'Despacho Ejemplo', address: 'no-responder@portal.example.mx' },
    ]);
    expect(parsed.text).toBe('Estimado(a) Ana López:\n');
    expect(parsed.html).toBe('<p>Estimado(a) Ana López:</p>');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('sends the same Message-ID on a second attempt of the same message', async () => {
    const peer = await startPeer();
    const transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`, 'no-responder@portal.example.mx', {
      ignoreTLS: true,
    });
    try {
      await transport.send(message);
      await transport.send(message);
    } finally {
      transport.close();
      await peer.close();
    }
    const ids = await Promise.all(peer.received.map(async (d) => (await simpleParser(d.raw)).messageId));
    expect(ids).toEqual([
      '<0190a3e2-7c1b-7000-8000-000000000001.password-mail@portal.example.mx>',
      '<0190a3e2-7c1b-7000-8000-000000000001.password-mail@portal.example.mx>',
    ]);
    expect(peer.logins).toEqual([]);
  });

  it('speaks TLS from the start with smtps://', async () => {
    // smtp-server's built-in self-signed certificate: the client is told to accept it.
    const peer = await startPeer({ secure: true });
    const transport = smtpTransport(
      `smtps://mailer:clave@127.0.0.1:${peer.port}`,
      'no-responder@portal.example.mx',
      { tls: { rejectUnauthorized: false } },
    );
    try {
      await transport.send(message);
    } finally {
      transport.close();
      await peer.close();
    }
    expect(peer.secure).toEqual([true]);
    expect(peer.logins).toEqual([{ username: 'mailer', password: 'clave' }]);
    expect(peer.received).toHaveLength(1);
  });

  it('rejects when the server refuses the recipient, so the job is retried', async () => {
    const peer = await startPeer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
      },
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`, 'no-responder@portal.example.mx', {
      ignoreTLS: true,
    });
    try {
      await expect(transport.send(message)).rejects.toThrow('Mailbox unavailable');
    } finally {
      transport.close();
      await peer.close();
    }
    expect(peer.received).toEqual([]);
  });

  it('rejects when no server answers', async () => {
    const peer = await startPeer();
    await peer.close();
    const transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`, 'no-responder@portal.example.mx', {
      ignoreTLS: true,
    });
    await expect(transport.send(message)).rejects.toThrow(/ECONNREFUSED/);
    transport.close();
  });

  it('refuses a URL that is not smtp:// or smtps:// without echoing its password', () => {
    const refusal = (url: string) => {
      try {
        smtpTransport(url, 'no-responder@portal.example.mx');
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    for (const url of ['http://mailer:hunter2@127.0.0.1:25', 'mailer:hunter2', 'smtp://'])
      expect(refusal(url)).toBe(
        'Invalid SMTP_URL (smtp://user:pass@host:port or smtps://user:pass@host:port)',
      );
  });
});
