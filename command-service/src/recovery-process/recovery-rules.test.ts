import type { RecoveryProcessEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { recoveryProcessDecider } from './decider.js';
import type { ReviseRecovery } from './recovery-rules.js';
import { keys, opened } from './test-fixtures.js';

const spec = deciderSpec(recoveryProcessDecider);
const at = '2026-11-21T12:00:00.000Z';

/** The edit as the executive panel sends it for case c1 opened with 185,000.00 MXN, high priority, no estimate. */
const edit = (change: Partial<ReviseRecovery> = {}): ReviseRecovery => ({
  type: 'ReviseRecovery',
  figures: { originalAmount: '185000.00', recoveredAmount: '0', pendingAmount: '185000.00' },
  status: 'in_progress',
  priority: 'high',
  estimatedCompletion: null,
  ...change,
});
const cancelled: RecoveryProcessEvent = { type: 'RecoveryProcessCancelled', data: keys };
const allPhasesDone: RecoveryProcessEvent[] = [
  opened,
  ...(['analysis', 'forensic', 'legal', 'recovery'] as const).flatMap(
    (phaseKey, i): RecoveryProcessEvent[] => [
      ...(i === 0
        ? []
        : [{ type: 'RecoveryPhaseStarted', data: { ...keys, phaseKey, startedAt: at } } as const]),
      { type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey, completedAt: at } },
    ],
  ),
];

describe('the recovery edit', () => {
  it('records revised figures that add up, and nothing for the same figures written otherwise', () => {
    const figures = { originalAmount: '185000.00', recoveredAmount: '40000.50', pendingAmount: '144999.50' };
    spec
      .given([opened])
      .when(edit({ figures }))
      .then([{ type: 'RecoveryFiguresRevised', data: { ...keys, ...figures } }]);
    spec
      .given([opened])
      .when(
        edit({ figures: { originalAmount: '185000', recoveredAmount: '0.00', pendingAmount: '185000.0' } }),
      )
      .then([]);
  });

  it('refuses figures where recovered plus pending is not the original', () => {
    spec
      .given([opened])
      .when(
        edit({ figures: { originalAmount: '185000.00', recoveredAmount: '1000', pendingAmount: '185000' } }),
      )
      .thenThrows('validation', {
        pendingAmount: 'Lo recuperado más lo pendiente debe sumar el monto original.',
      });
  });

  it('cancels the process, keeps it cancelled, and reopens it to the status of its phases', () => {
    spec
      .given([opened])
      .when(edit({ status: 'cancelled' }))
      .then([cancelled]);
    spec
      .given([opened, cancelled])
      .when(edit({ status: 'cancelled' }))
      .then([]);
    spec
      .given([opened, cancelled])
      .when(edit({ status: 'in_progress' }))
      .then([{ type: 'RecoveryProcessReopened', data: keys }]);
  });

  it('refuses a status the phases contradict, saying where the phases are moved', () => {
    spec
      .given([opened])
      .when(edit({ status: 'completed' }))
      .thenThrows('recovery_status_from_phases', {
        status: 'El proceso se completa al completar todas sus fases: hágalo desde el expediente del caso.',
      });
    spec
      .given([opened])
      .when(edit({ status: 'pending' }))
      .thenThrows('recovery_status_from_phases', {
        status: 'El proceso ya tiene fases iniciadas: no puede volver a «Pendiente».',
      });
    spec
      .given(allPhasesDone)
      .when(edit({ status: 'completed' }))
      .then([]);
  });

  it('revises priority and estimate with the plan rules, in the same decision as the figures', () => {
    const figures = { originalAmount: '200000', recoveredAmount: '0', pendingAmount: '200000' };
    spec
      .given([opened])
      .when(edit({ figures, priority: 'critical', estimatedCompletion: '2027-03-01' }))
      .then([
        { type: 'RecoveryFiguresRevised', data: { ...keys, ...figures } },
        {
          type: 'RecoveryPlanRevised',
          data: { ...keys, priority: 'critical', estimatedCompletion: '2027-03-01' },
        },
      ]);
    spec
      .given([opened])
      .when(edit({ estimatedCompletion: '2020-01-01' }))
      .thenThrows('validation');
  });
});
