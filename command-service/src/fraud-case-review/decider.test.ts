import { deciderSpec } from '../testing.js';
import { fraudCaseReviewDecider } from './decider.js';

const spec = deciderSpec(fraudCaseReviewDecider);

const reported = {
  lossAmount: '25000.50',
  currency: 'MXN',
  urgencyLevel: 'medium',
  adminComments: '',
  isProcessed: false,
} as const;
const reviewed = (over: object) =>
  ({ type: 'FraudCaseReviewed', data: { caseId: 'c1', userId: 'u1', ...reported, ...over } }) as const;
const command = (changes: object) =>
  ({ type: 'ReviewFraudCase', caseId: 'c1', userId: 'u1', reported, changes }) as const;

describe('fraud case review decider', () => {
  it('starts from the case as reported, and records the whole review after the change', () => {
    spec
      .given([])
      .when(command({ isProcessed: true }))
      .then([reviewed({ isProcessed: true })]);
  });

  it('builds on the last review; what the request does not name stays', () => {
    spec
      .given([reviewed({ isProcessed: true })])
      .when(command({ urgencyLevel: 'critical', adminComments: 'Revisado.' }))
      .then([reviewed({ isProcessed: true, urgencyLevel: 'critical', adminComments: 'Revisado.' })]);
  });

  it('records nothing when nothing changes', () => {
    spec
      .given([])
      .when(command({ isProcessed: false, currency: 'MXN' }))
      .then([]);
    spec
      .given([reviewed({ isProcessed: true })])
      .when(command({ isProcessed: true }))
      .then([]);
  });
});
