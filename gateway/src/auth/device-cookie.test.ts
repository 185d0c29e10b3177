import { createHmac } from 'node:crypto';
import { deviceCookieKey, signDeviceGrant, verifyDeviceGrant } from './device-cookie.js';

const key = deviceCookieKey('secreto-de-pruebas-de-32-bytes-o-mas');
const otherKey = deviceCookieKey('otro-secreto-de-pruebas-de-32-bytes');
const grant = { userId: 'usuario-1', nonce: 'n0nce-aleatorio' };

describe('device cookie', () => {
  it('reads back the grant it signed', () => {
    expect(verifyDeviceGrant(signDeviceGrant(grant, key), key)).toEqual(grant);
  });

  it('refuses a grant signed under another key, an altered payload, and malformed values', () => {
    const signed = signDeviceGrant(grant, key);
    const [, signature] = signed.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: 'usuario-2', n: grant.nonce })).toString('base64url');
    for (const value of [
      signDeviceGrant(grant, otherKey),
      `${otherUser}.${signature}`,
      signed.replace('.', ''),
      `${signed}.extra`,
      'no-es-una-cookie',
      '',
      undefined,
      `${'a'.repeat(600)}.${signature}`,
    ])
      expect(verifyDeviceGrant(value, key)).toBeNull();
  });

  it('refuses a signed payload without a user or a nonce', () => {
    for (const payload of [{ u: '', n: 'x' }, { u: 'x' }, ['x', 'y'], 'texto'])
      expect(verifyDeviceGrant(forge(payload), key)).toBeNull();
  });
});

/** A payload of any shape signed with the right key (what a bug in the signer would produce). */
function forge(payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload));
  return `${body.toString('base64url')}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}
