import { validation } from '@portal/contracts';
import { given } from '../testing.js';
import { type FraudCaseCommand, fraudCaseDecider, todayInMexico } from './decider.js';

const report = (fraudDate: string): FraudCaseCommand => ({
  type: 'ReportFraudCase',
  fraudCase: {
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
  },
});

describe('fraud case decider', () => {
  const now = new Date('2026-11-21T03:00:00Z'); // still 20 November in Mexico City

  it('uses the calendar date of Mexico City', () => {
    expect(todayInMexico(now)).toBe('2026-11-20');
  });

  it('reports a case dated today or before', () => {
    expect(given(fraudCaseDecider, [], now).when(report('2026-11-20'))).toEqual([
      { type: 'FraudCaseReported', data: report('2026-11-20').fraudCase },
    ]);
  });

  it('refuses a fraud dated after today, on the fraudDate field', () => {
    expect(() => given(fraudCaseDecider, [], now).when(report('2026-11-21'))).toThrow(
      expect.objectContaining({ status: 400, fieldErrors: { fraudDate: validation.fraudDateFuture } }),
    );
  });

  it('treats the same case reported again as done', () => {
    const history = given(fraudCaseDecider, [], now).when(report('2026-01-01'));
    expect(given(fraudCaseDecider, history, now).when(report('2026-01-01'))).toEqual([]);
  });
});
