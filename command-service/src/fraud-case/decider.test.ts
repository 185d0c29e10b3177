import type { EventData } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { fraudCaseDecider, todayInMexico } from './decider.js';

const spec = deciderSpec(fraudCaseDecider);

const fraudCase = (fraudDate: string): EventData<'FraudCaseReported'> => ({
  caseId: 'c1',
  clientId: 'cl1',
  userId: 'u1',
  fraudType: 'forex',
  lossAmount: '1000',
  currency: 'MXN',
  fraudDate,
  platform: 'FX',
  description: 'x'.repeat(60),
  evidence: '',
  previousAttempts: '',
  preferredContact: 'email',
  urgencyLevel: 'low',
});

describe('fraud case decider', () => {
  const now = new Date('2026-11-21T03:00:00Z'); // still 20 November in Mexico City

  it('uses the calendar date of Mexico City', () => {
    expect(todayInMexico(now)).toBe('2026-11-20');
  });

  it('reports a case dated today or before', () => {
    spec
      .given([], { now })
      .when({ type: 'ReportFraudCase', fraudCase: fraudCase('2026-11-20') })
      .then([{ type: 'FraudCaseReported', data: fraudCase('2026-11-20') }]);
  });

  it('refuses a fraud dated after today, on the fraudDate field, in Spanish', () => {
    spec
      .given([], { now })
      .when({ type: 'ReportFraudCase', fraudCase: fraudCase('2026-11-21') })
      .thenThrows('validation', { fraudDate: 'La fecha del fraude no puede ser posterior a hoy' });
  });

  it('treats the same case reported again as done, and refuses another case on the stream', () => {
    const history = [{ type: 'FraudCaseReported', data: fraudCase('2026-01-01') } as const];
    spec
      .given(history, { now })
      .when({ type: 'ReportFraudCase', fraudCase: fraudCase('2026-01-01') })
      .then([]);
    spec
      .given(history, { now })
      .when({ type: 'ReportFraudCase', fraudCase: { ...fraudCase('2026-01-01'), caseId: 'c2' } })
      .thenThrows('conflict');
  });
});
