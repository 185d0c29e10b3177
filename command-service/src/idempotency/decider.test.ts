import { deciderSpec } from '../testing.js';
import { type AcceptRequest, fingerprintOf, idempotencyDecider } from './decider.js';

const spec = deciderSpec(idempotencyDecider);
const accepted = {
  type: 'RequestAccepted',
  data: { operation: 'registerClient', fingerprint: 'f1', secretMac: 'm1' },
} as const;
const accept = (over: Partial<AcceptRequest> = {}): AcceptRequest => ({
  type: 'AcceptRequest',
  operation: 'registerClient',
  fingerprint: 'f1',
  secretMac: 'm1',
  ...over,
});

describe('idempotency decider', () => {
  it('records the first use of a key with both fingerprints', () => {
    spec.given([]).when(accept()).then([accepted]);
  });

  it('lets the same request through again without recording anything', () => {
    spec.given([accepted]).when(accept()).then([]);
  });

  it('refuses the key for other data, in Spanish', () => {
    spec
      .given([accepted])
      .when(accept({ fingerprint: 'f2' }))
      .thenThrows('idempotency_key_reused');
    expect(() =>
      idempotencyDecider.decide(
        accept({ fingerprint: 'f2' }),
        { accepted: accepted.data },
        { now: new Date() },
      ),
    ).toThrow('Esta clave de idempotencia ya se usó con otros datos.');
  });

  it('refuses the key for the same visible data with another password', () => {
    spec
      .given([accepted])
      .when(accept({ secretMac: 'm2' }))
      .thenThrows('idempotency_key_reused');
  });

  it('refuses the key for another operation with the same data', () => {
    spec
      .given([accepted])
      .when(accept({ operation: 'createAgent' }))
      .thenThrows('idempotency_key_reused');
  });

  it('compares only the visible fields of a key recorded before passwords were fingerprinted', () => {
    const recordedBefore = {
      type: 'RequestAccepted',
      data: { operation: 'registerClient', fingerprint: 'f1' },
    } as const;
    spec
      .given([recordedBefore])
      .when(accept({ secretMac: 'any' }))
      .then([]);
    spec
      .given([recordedBefore])
      .when(accept({ fingerprint: 'f2' }))
      .thenThrows('idempotency_key_reused');
  });
});

describe('fingerprintOf', () => {
  const secret = 'secreto-del-portal';

  it('fingerprints the visible fields whatever their order, without the password', () => {
    expect(fingerprintOf({ a: 1, password: 'x' }, secret).fingerprint).toBe(
      fingerprintOf({ password: 'y', a: 1 }, secret).fingerprint,
    );
    expect(fingerprintOf({ a: 1 }, secret).fingerprint).not.toBe(fingerprintOf({ a: 2 }, secret).fingerprint);
  });

  it('keeps the fingerprint of the visible fields as keys recorded before the password was fingerprinted have it', () => {
    // sha256 of '{"a":1}': what fingerprintOf gave before the password was fingerprinted too.
    expect(fingerprintOf({ a: 1, password: 'x' }, secret).fingerprint).toBe(
      '015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862',
    );
  });

  it('hashes the password with the portal secret (HMAC-SHA256), never keeping it', () => {
    const mac = fingerprintOf({ a: 1, password: 'Clave-Uno-2026' }, secret).secretMac;
    // HMAC-SHA256('secreto-del-portal', '{"password":"Clave-Uno-2026"}')
    expect(mac).toBe('da68c9ed3f9ad0b525b40c4413e9bd24cde568e11ec8ddf3aedcb35aa0e6f648');
    expect(mac).not.toBe(fingerprintOf({ a: 1, password: 'Clave-Dos-2026' }, secret).secretMac);
    expect(mac).not.toBe(fingerprintOf({ a: 1, password: 'Clave-Uno-2026' }, 'otro-secreto').secretMac);
    expect(JSON.stringify(fingerprintOf({ password: 'Clave-Uno-2026' }, secret))).not.toContain('Clave');
  });
});
