import {
  DomainError,
  type SecondFactorEvent,
  secondFactorErrors,
  secondFactorEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { totpMatches } from './totp.js';

/** One stream per person: their enrolments, the recovery codes they used, resets and removals. */
export const secondFactorStream = (userId: string) => `second-factor-${userId}`;

export type SecondFactorCommand =
  /** The person confirms a new secret with its current code; the recovery codes come hashed. */
  | {
      type: 'EnrolSecondFactor';
      userId: string;
      secret: string;
      code: string;
      recoveryCodeHashes: string[];
    }
  /**
   * A sign-in's second step: the app's code (6 digits), or a recovery code, which the handler hashed as the
   * stored ones are (`recoveryCodeHash`; whatever was typed, so a code of the app simply matches no hash).
   */
  | { type: 'VerifySecondFactor'; userId: string; code: string; recoveryCodeHash: string }
  /** An agent or client turns it off, proving it with a current code (the app's or a recovery code). */
  | { type: 'RemoveSecondFactor'; userId: string; code: string; recoveryCodeHash: string }
  /** A superadministrator resets another person's factor. */
  | { type: 'ResetSecondFactor'; userId: string; resetBy: string };

export type SecondFactorState =
  | { enrolled: false }
  | {
      enrolled: true;
      secret: string;
      recoveryCodeHashes: readonly string[];
      /** The indexes of the recovery codes already used. */
      used: readonly number[];
    };

const codeWrong = () => new DomainError('second_factor_code_wrong', secondFactorErrors.codeWrong);

/** Whether `code` proves the factor now: the app's code, or an unused recovery code (its index). */
function proof(
  state: Extract<SecondFactorState, { enrolled: true }>,
  code: string,
  recoveryCodeHash: string,
  now: Date,
): { kind: 'app' } | { kind: 'recovery'; index: number } | null {
  if (totpMatches(state.secret, code, now)) return { kind: 'app' };
  const index = state.recoveryCodeHashes.indexOf(recoveryCodeHash);
  if (index < 0 || state.used.includes(index)) return null;
  return { kind: 'recovery', index };
}

export const secondFactorDecider: Decider<SecondFactorCommand, SecondFactorEvent, SecondFactorState> = {
  events: secondFactorEvents,
  initialState: { enrolled: false },
  evolve(state, event) {
    switch (event.type) {
      case 'SecondFactorEnrolled':
        return {
          enrolled: true,
          secret: event.data.secret,
          recoveryCodeHashes: event.data.recoveryCodeHashes,
          used: [],
        };
      case 'RecoveryCodeUsed':
        return state.enrolled ? { ...state, used: [...state.used, event.data.index] } : state;
      case 'SecondFactorReset':
      case 'SecondFactorRemoved':
        return { enrolled: false };
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    switch (command.type) {
      case 'EnrolSecondFactor': {
        // A new secret replaces an enrolled one only after a reset or a removal (a stolen session cannot swap it).
        if (state.enrolled) throw new DomainError('second_factor_enrolled', secondFactorErrors.enrolled);
        if (!totpMatches(command.secret, command.code, now)) throw codeWrong();
        return [
          {
            type: 'SecondFactorEnrolled',
            data: {
              userId: command.userId,
              secret: command.secret,
              recoveryCodeHashes: command.recoveryCodeHashes,
              enrolledAt: at,
            },
          },
        ];
      }
      case 'VerifySecondFactor': {
        if (!state.enrolled)
          throw new DomainError('second_factor_not_enrolled', secondFactorErrors.notEnrolled);
        const passed = proof(state, command.code, command.recoveryCodeHash, now);
        if (!passed) throw codeWrong();
        // The app's code leaves no trace; a recovery code is spent.
        if (passed.kind === 'app') return [];
        return [{ type: 'RecoveryCodeUsed', data: { userId: command.userId, index: passed.index, at } }];
      }
      case 'RemoveSecondFactor': {
        if (!state.enrolled)
          throw new DomainError('second_factor_not_enrolled', secondFactorErrors.notEnrolled);
        if (!proof(state, command.code, command.recoveryCodeHash, now)) throw codeWrong();
        return [{ type: 'SecondFactorRemoved', data: { userId: command.userId, at } }];
      }
      case 'ResetSecondFactor': {
        // One's own never: a stolen session with the password could then enrol the thief's phone.
        if (command.resetBy === command.userId)
          throw new DomainError('self_change', secondFactorErrors.resetSelf);
        if (!state.enrolled)
          throw new DomainError('second_factor_not_enrolled', secondFactorErrors.targetNotEnrolled);
        return [
          {
            type: 'SecondFactorReset',
            data: { userId: command.userId, resetBy: command.resetBy, at },
          },
        ];
      }
    }
  },
};
