import { createHmac } from 'node:crypto';
import { signUploadUrl, verifyUploadUrl } from './upload-url.js';

const secret = 'test-secret-0123456789-abcdefghijklmnop';
const otherSecret = 'another-secret-0123456789-abcdefghijkl';
const expiresAt = 1_800_000_900_000;
const before = 1_800_000_000_000;
const input = {
  userId: 'user-ana',
  caseId: 'case-7',
  fileName: 'Estado de cuenta (marzo).pdf',
  maxBytes: 10485760,
  surface: 'dashboard' as const,
  expiresAt,
};
const prefix = '/api/documents/blobs/';

/** Replaces the character at `index` with another one of the base64url alphabet. */
function flip(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

function parts(path: string): [string, string] {
  expect(path.startsWith(prefix)).toBe(true);
  const [payload, signature] = path.slice(prefix.length).split('.');
  return [payload as string, signature as string];
}

describe('signed upload URLs', () => {
  it('round-trips: the signer’s grant comes back to the same user before it expires', () => {
    const path = signUploadUrl(input, secret);
    const result = verifyUploadUrl(path, { userId: 'user-ana', now: before }, secret);
    expect(result).toEqual({
      ok: true,
      grant: {
        userId: 'user-ana',
        caseId: 'case-7',
        fileName: 'Estado de cuenta (marzo).pdf',
        maxBytes: 10485760,
        surface: 'dashboard',
        expiresAt: 1_800_000_900_000,
        uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
  });

  it('is this server’s own path, with the file name only inside the payload', () => {
    const path = signUploadUrl({ ...input, fileName: '../../etc/passwd.pdf' }, secret);
    expect(path).toMatch(/^\/api\/documents\/blobs\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(path).not.toContain('passwd');
    const [payload, signature] = parts(path);
    const json = Buffer.from(payload, 'base64url');
    expect(JSON.parse(json.toString('utf8')).fileName).toBe('../../etc/passwd.pdf');
    expect(signature).toBe(createHmac('sha256', secret).update(json).digest('base64url'));
  });

  it('accepts the absolute URL the browser PUTs to', () => {
    const path = signUploadUrl(input, secret);
    const result = verifyUploadUrl(
      `https://portal.example.mx${path}`,
      { userId: 'user-ana', now: before },
      secret,
    );
    expect(result.ok).toBe(true);
  });

  it('gives two signings of the same grant two different URLs', () => {
    expect(signUploadUrl(input, secret)).not.toBe(signUploadUrl(input, secret));
  });

  it('refuses an altered payload as forged', () => {
    const [payload, signature] = parts(signUploadUrl(input, secret));
    const altered = `${prefix}${flip(payload, 10)}.${signature}`;
    expect(verifyUploadUrl(altered, { userId: 'user-ana', now: before }, secret)).toEqual({
      ok: false,
      refusal: 'forged',
    });
  });

  it('refuses a payload rewritten to raise the limit, re-encoded but not re-signed, as forged', () => {
    const [payload, signature] = parts(signUploadUrl(input, secret));
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const raised = Buffer.from(JSON.stringify({ ...grant, maxBytes: 1073741824 })).toString('base64url');
    expect(
      verifyUploadUrl(`${prefix}${raised}.${signature}`, { userId: 'user-ana', now: before }, secret),
    ).toEqual({ ok: false, refusal: 'forged' });
  });

  it('refuses an altered signature as forged', () => {
    const [payload, signature] = parts(signUploadUrl(input, secret));
    const altered = `${prefix}${payload}.${flip(signature, 20)}`;
    expect(verifyUploadUrl(altered, { userId: 'user-ana', now: before }, secret)).toEqual({
      ok: false,
      refusal: 'forged',
    });
  });

  it('refuses a URL signed with another secret as forged', () => {
    const path = signUploadUrl(input, otherSecret);
    expect(verifyUploadUrl(path, { userId: 'user-ana', now: before }, secret)).toEqual({
      ok: false,
      refusal: 'forged',
    });
  });

  it('refuses a URL 1 ms after it expires, and at its expiry instant, but not 1 ms before', () => {
    const path = signUploadUrl(input, secret);
    expect(verifyUploadUrl(path, { userId: 'user-ana', now: 1_800_000_900_001 }, secret)).toEqual({
      ok: false,
      refusal: 'expired',
    });
    expect(verifyUploadUrl(path, { userId: 'user-ana', now: 1_800_000_900_000 }, secret)).toEqual({
      ok: false,
      refusal: 'expired',
    });
    expect(verifyUploadUrl(path, { userId: 'user-ana', now: 1_800_000_899_999 }, secret).ok).toBe(true);
  });

  it('lets a completion use an expired URL, still refusing a forged one or another user’s', () => {
    const path = signUploadUrl(input, secret);
    const late = { now: 1_800_000_999_999, acceptExpired: true };
    expect(verifyUploadUrl(path, { userId: 'user-ana', ...late }, secret).ok).toBe(true);
    expect(verifyUploadUrl(path, { userId: 'user-beto', ...late }, secret)).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
    expect(
      verifyUploadUrl(signUploadUrl(input, otherSecret), { userId: 'user-ana', ...late }, secret),
    ).toEqual({
      ok: false,
      refusal: 'forged',
    });
  });

  it('refuses another user’s URL as forbidden', () => {
    const path = signUploadUrl(input, secret);
    expect(verifyUploadUrl(path, { userId: 'user-beto', now: before }, secret)).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
  });

  it('refuses truncated and otherwise malformed tokens as malformed', () => {
    const path = signUploadUrl(input, secret);
    const [payload, signature] = parts(path);
    const malformed = [
      path.slice(0, path.length - 1),
      path.slice(0, path.length - 10),
      `${prefix}${payload}`,
      `${prefix}${payload}.`,
      `${prefix}${payload}.${signature}.x`,
      `${prefix}${payload}=.${signature}`,
      `${prefix}${payload}.${signature}==`,
      `${prefix}`,
      `${prefix}a/b.${signature}`,
      `/api/documents/other/${payload}.${signature}`,
      '',
    ];
    for (const candidate of malformed) {
      expect(verifyUploadUrl(candidate, { userId: 'user-ana', now: before }, secret)).toEqual({
        ok: false,
        refusal: 'malformed',
      });
    }
  });

  it('refuses a correctly signed payload that is not a grant as malformed', () => {
    const payload = Buffer.from(JSON.stringify({ userId: 'user-ana', expiresAt }));
    const signature = createHmac('sha256', secret).update(payload).digest('base64url');
    const path = `${prefix}${payload.toString('base64url')}.${signature}`;
    expect(verifyUploadUrl(path, { userId: 'user-ana', now: before }, secret)).toEqual({
      ok: false,
      refusal: 'malformed',
    });
  });

  it('will not sign or verify with a short secret, nor sign an invalid grant', () => {
    expect(() => signUploadUrl(input, 'short')).toThrow('at least 32 bytes');
    expect(() => verifyUploadUrl('/api/documents/blobs/x.y', { userId: 'u', now: 0 }, 'short')).toThrow(
      'at least 32 bytes',
    );
    expect(() => signUploadUrl({ ...input, maxBytes: 0 }, secret)).toThrow('invalid grant');
    expect(() => signUploadUrl({ ...input, fileName: '' }, secret)).toThrow('invalid grant');
  });
});
