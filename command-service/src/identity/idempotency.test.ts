import { deciderSpec } from '../testing.js';
import { fingerprintOf, idempotencyDecider } from './idempotency.js';

const spec = deciderSpec(idempotencyDecider);
const accepted = {
  type: 'RequestAccepted',
  data: { operation: 'registerClient', fingerprint: 'f1' },
} as const;

describe('idempotency decider', () => {
  it('records the first use of a key', () => {
    spec
      .given([])
      .when({ type: 'AcceptRequest', operation: 'registerClient', fingerprint: 'f1' })
      .then([accepted]);
  });

  it('lets the same request through again without recording anything', () => {
    spec
      .given([accepted])
      .when({ type: 'AcceptRequest', operation: 'registerClient', fingerprint: 'f1' })
      .then([]);
  });

  it('refuses the key for other data, in Spanish', () => {
    spec
      .given([accepted])
      .when({ type: 'AcceptRequest', operation: 'registerClient', fingerprint: 'f2' })
      .thenThrows('idempotency_key_reused');
    expect(() =>
      idempotencyDecider.decide(
        { type: 'AcceptRequest', operation: 'registerClient', fingerprint: 'f2' },
        { accepted: accepted.data },
        { now: new Date() },
      ),
    ).toThrow('Esta clave de idempotencia ya se usó con otros datos.');
  });

  it('refuses the key for another operation with the same data', () => {
    spec
      .given([accepted])
      .when({ type: 'AcceptRequest', operation: 'createAgent', fingerprint: 'f1' })
      .thenThrows('idempotency_key_reused');
  });

  it('fingerprints a request without its password, whatever the order of its fields', () => {
    expect(fingerprintOf({ a: 1, password: 'x' })).toBe(fingerprintOf({ password: 'y', a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});
