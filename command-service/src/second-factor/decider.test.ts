import { deciderSpec } from '../testing.js';
import { secondFactorDecider } from './decider.js';

const spec = deciderSpec(secondFactorDecider);
const now = new Date('2026-11-21T12:00:00.000Z');

/**
 * RFC 6238 codes (SHA-1, 30 s, 6 digits) of the secret JBSWY3DPEHPK3PXP around `now`, computed apart from the
 * code under test (Python's hmac over the RFC's algorithm): its own step, one step either side, two away.
 */
const SECRET = 'JBSWY3DPEHPK3PXP';
const codeNow = '720187';
const codeStepBefore = '473311'; // 11:59:30
const codeStepAfter = '519285'; // 12:00:30
const codeTwoStepsAfter = '304746'; // 12:01:00
const codeTwoStepsBefore = '278602'; // 11:59:00

const hashes = ['h0', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'h9'];
const enrolled = {
  type: 'SecondFactorEnrolled',
  data: { userId: 'u1', secret: SECRET, recoveryCodeHashes: hashes, enrolledAt: '2026-11-20T10:00:00.000Z' },
} as const;
const usedThird = {
  type: 'RecoveryCodeUsed',
  data: { userId: 'u1', index: 2, at: '2026-11-20T11:00:00.000Z' },
} as const;
const reset = {
  type: 'SecondFactorReset',
  data: { userId: 'u1', resetBy: 'u-super', at: '2026-11-20T12:00:00.000Z' },
} as const;
const removed = {
  type: 'SecondFactorRemoved',
  data: { userId: 'u1', at: '2026-11-20T12:00:00.000Z' },
} as const;

const verify = (code: string, recoveryCodeHash = 'no-such-hash') =>
  ({ type: 'VerifySecondFactor', userId: 'u1', code, recoveryCodeHash }) as const;

describe('second factor decider', () => {
  describe('enrolment', () => {
    it("enrols a secret confirmed by its current code, with the recovery codes' hashes", () => {
      spec
        .given([], { now })
        .when({
          type: 'EnrolSecondFactor',
          userId: 'u1',
          secret: SECRET,
          code: codeNow,
          recoveryCodeHashes: hashes,
        })
        .then([
          {
            type: 'SecondFactorEnrolled',
            data: {
              userId: 'u1',
              secret: SECRET,
              recoveryCodeHashes: hashes,
              enrolledAt: '2026-11-21T12:00:00.000Z',
            },
          },
        ]);
    });

    it('refuses a code that is not the secret’s (nothing enrolled)', () => {
      spec
        .given([], { now })
        .when({
          type: 'EnrolSecondFactor',
          userId: 'u1',
          secret: SECRET,
          code: codeTwoStepsAfter,
          recoveryCodeHashes: hashes,
        })
        .thenThrows('second_factor_code_wrong');
    });

    it('refuses a second enrolment over an enrolled factor (a stolen session cannot swap the secret)', () => {
      spec
        .given([enrolled], { now })
        .when({
          type: 'EnrolSecondFactor',
          userId: 'u1',
          secret: SECRET,
          code: codeNow,
          recoveryCodeHashes: hashes,
        })
        .thenThrows('second_factor_enrolled');
    });

    it('enrols again after a reset', () => {
      spec
        .given([enrolled, reset], { now })
        .when({
          type: 'EnrolSecondFactor',
          userId: 'u1',
          secret: SECRET,
          code: codeStepBefore,
          recoveryCodeHashes: hashes,
        })
        .then([
          {
            type: 'SecondFactorEnrolled',
            data: {
              userId: 'u1',
              secret: SECRET,
              recoveryCodeHashes: hashes,
              enrolledAt: '2026-11-21T12:00:00.000Z',
            },
          },
        ]);
    });
  });

  describe('a sign-in’s code', () => {
    it('accepts the code of the current step without recording anything', () => {
      spec.given([enrolled], { now }).when(verify(codeNow)).then([]);
    });

    it('accepts the codes of the steps just before and after (one step of clock drift)', () => {
      spec.given([enrolled], { now }).when(verify(codeStepBefore)).then([]);
      spec.given([enrolled], { now }).when(verify(codeStepAfter)).then([]);
    });

    it('refuses codes two steps away, and anything else', () => {
      spec.given([enrolled], { now }).when(verify(codeTwoStepsAfter)).thenThrows('second_factor_code_wrong');
      spec.given([enrolled], { now }).when(verify(codeTwoStepsBefore)).thenThrows('second_factor_code_wrong');
      spec.given([enrolled], { now }).when(verify('000000')).thenThrows('second_factor_code_wrong');
    });

    it('spends a recovery code: the one whose hash matches is recorded as used', () => {
      spec
        .given([enrolled], { now })
        .when(verify('abcde-fghjk', 'h7'))
        .then([
          { type: 'RecoveryCodeUsed', data: { userId: 'u1', index: 7, at: '2026-11-21T12:00:00.000Z' } },
        ]);
    });

    it('refuses a recovery code already used', () => {
      spec
        .given([enrolled, usedThird], { now })
        .when(verify('abcde-fghjk', 'h2'))
        .thenThrows('second_factor_code_wrong');
    });

    it('refuses a code of a factor that was reset or removed', () => {
      spec.given([enrolled, reset], { now }).when(verify(codeNow)).thenThrows('second_factor_not_enrolled');
      spec.given([enrolled, removed], { now }).when(verify(codeNow)).thenThrows('second_factor_not_enrolled');
      spec.given([], { now }).when(verify(codeNow)).thenThrows('second_factor_not_enrolled');
    });

    it('a recovery code of the enrolment before a reset no longer counts', () => {
      const reenrolled = {
        type: 'SecondFactorEnrolled',
        data: { ...enrolled.data, recoveryCodeHashes: hashes.map((h) => `new-${h}`) },
      } as const;
      spec
        .given([enrolled, reset, reenrolled], { now })
        .when(verify('x', 'h4'))
        .thenThrows('second_factor_code_wrong');
      // …and the used indexes start again with the new codes.
      spec
        .given([enrolled, usedThird, reset, reenrolled], { now })
        .when(verify('x', 'new-h2'))
        .then([
          { type: 'RecoveryCodeUsed', data: { userId: 'u1', index: 2, at: '2026-11-21T12:00:00.000Z' } },
        ]);
    });
  });

  describe('turning it off (agents and clients)', () => {
    it('removes the factor with a current code of the app', () => {
      spec
        .given([enrolled], { now })
        .when({ type: 'RemoveSecondFactor', userId: 'u1', code: codeNow, recoveryCodeHash: 'no-such-hash' })
        .then([{ type: 'SecondFactorRemoved', data: { userId: 'u1', at: '2026-11-21T12:00:00.000Z' } }]);
    });

    it('removes it with an unused recovery code, not with a used one', () => {
      spec
        .given([enrolled, usedThird], { now })
        .when({ type: 'RemoveSecondFactor', userId: 'u1', code: 'x', recoveryCodeHash: 'h0' })
        .then([{ type: 'SecondFactorRemoved', data: { userId: 'u1', at: '2026-11-21T12:00:00.000Z' } }]);
      spec
        .given([enrolled, usedThird], { now })
        .when({ type: 'RemoveSecondFactor', userId: 'u1', code: 'x', recoveryCodeHash: 'h2' })
        .thenThrows('second_factor_code_wrong');
    });

    it('refuses a wrong code, and a removal when nothing is enrolled', () => {
      spec
        .given([enrolled], { now })
        .when({ type: 'RemoveSecondFactor', userId: 'u1', code: '123456', recoveryCodeHash: 'no-such-hash' })
        .thenThrows('second_factor_code_wrong');
      spec
        .given([], { now })
        .when({ type: 'RemoveSecondFactor', userId: 'u1', code: codeNow, recoveryCodeHash: 'no-such-hash' })
        .thenThrows('second_factor_not_enrolled');
    });
  });

  describe('a superadministrator’s reset', () => {
    it('resets another person’s factor, recording who did it', () => {
      spec
        .given([enrolled], { now })
        .when({ type: 'ResetSecondFactor', userId: 'u1', resetBy: 'u-super' })
        .then([
          {
            type: 'SecondFactorReset',
            data: { userId: 'u1', resetBy: 'u-super', at: '2026-11-21T12:00:00.000Z' },
          },
        ]);
    });

    it('never one’s own', () => {
      spec
        .given([enrolled], { now })
        .when({ type: 'ResetSecondFactor', userId: 'u1', resetBy: 'u1' })
        .thenThrows('self_change');
    });

    it('refuses to reset a factor that is not enrolled', () => {
      spec
        .given([enrolled, reset], { now })
        .when({ type: 'ResetSecondFactor', userId: 'u1', resetBy: 'u-super' })
        .thenThrows('second_factor_not_enrolled');
    });
  });
});
