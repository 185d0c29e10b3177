import type { EventData } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { reportedCase } from '../testing-cases.js';
import { fraudCaseDecider, todayInMexico } from './decider.js';

const spec = deciderSpec(fraudCaseDecider);

const fraudCase = (fraudDate: string): EventData<'FraudCaseReported'> => ({ ...reportedCase, fraudDate });

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

describe('follow-up comments on a case', () => {
  const reported = { type: 'FraudCaseReported', data: fraudCase('2026-01-01') } as const;
  const now = new Date('2026-11-21T12:00:00Z');
  const add = (
    role: 'admin' | 'superadmin' | 'agent' | 'client',
    commentType?: 'admin' | 'agent' | 'system',
  ) =>
    ({
      type: 'AddCaseComment',
      commentId: 'cm1',
      author: { userId: 'staff-1', role },
      commentType,
      content: 'Recibimos su evidencia.',
      isVisibleToClient: true,
    }) as const;
  const added = (commentType: 'admin' | 'agent', authorId = 'staff-1') => ({
    type: 'CaseCommentAdded' as const,
    data: {
      caseId: 'c1',
      userId: 'u1',
      commentId: 'cm1',
      authorId,
      commentType,
      content: 'Recibimos su evidencia.',
      isVisibleToClient: true,
      postedAt: '2026-11-21T12:00:00.000Z',
    },
  });

  it("adds an agent's comment, for the case's client, by the session's user", () => {
    spec
      .given([reported], { now })
      .when(add('agent'))
      .then([added('agent')]);
  });

  it('types the comment of an admin or a superadmin as the administration', () => {
    spec
      .given([reported], { now })
      .when(add('admin'))
      .then([added('admin')]);
    spec
      .given([reported], { now })
      .when(add('superadmin', 'admin'))
      .then([added('admin')]);
  });

  it('keeps a comment hidden from the client when asked', () => {
    spec
      .given([reported], { now })
      .when({ ...add('agent'), isVisibleToClient: false })
      .then([{ ...added('agent'), data: { ...added('agent').data, isVisibleToClient: false } }]);
  });

  it("refuses a comment type that is not the author's role", () => {
    spec
      .given([reported], { now })
      .when(add('agent', 'admin'))
      .thenThrows('validation', { commentType: 'Este tipo de comentario no corresponde a su rol.' });
    spec
      .given([reported], { now })
      .when(add('admin', 'system'))
      .thenThrows('validation', { commentType: 'Este tipo de comentario no corresponde a su rol.' });
  });

  it('refuses a client as an author', () => {
    spec.given([reported], { now }).when(add('client')).thenThrows('forbidden');
  });

  it('refuses a comment on a case that does not exist', () => {
    spec.given([], { now }).when(add('agent')).thenThrows('not_found');
  });

  it('adds nothing when the same comment (a retried request) is already there', () => {
    spec
      .given([reported, added('agent')], { now })
      .when(add('agent'))
      .then([]);
  });
});

describe('the legal hold of a case', () => {
  const reported = { type: 'FraudCaseReported', data: fraudCase('2026-01-01') } as const;
  const now = new Date('2026-11-21T12:00:00Z');
  const placed = (reason: string) =>
    ({
      type: 'LegalHoldPlaced',
      data: {
        caseId: 'c1',
        userId: 'u1',
        reason,
        placedBy: 'admin-1',
        at: '2026-11-20T09:00:00.000Z',
      },
    }) as const;

  it("places a hold with its reason, the case's client and who placed it", () => {
    spec
      .given([reported], { now })
      .when({ type: 'PlaceLegalHold', reason: 'Orden del juzgado 4o. civil', placedBy: 'admin-1' })
      .then([
        {
          type: 'LegalHoldPlaced',
          data: {
            caseId: 'c1',
            userId: 'u1',
            reason: 'Orden del juzgado 4o. civil',
            placedBy: 'admin-1',
            at: '2026-11-21T12:00:00.000Z',
          },
        },
      ]);
  });

  it('records nothing for the same hold again, and a new placement for a new reason', () => {
    spec
      .given([reported, placed('Orden del juzgado 4o. civil')], { now })
      .when({ type: 'PlaceLegalHold', reason: 'Orden del juzgado 4o. civil', placedBy: 'admin-2' })
      .then([]);
    spec
      .given([reported, placed('Orden del juzgado 4o. civil')], { now })
      .when({ type: 'PlaceLegalHold', reason: 'Requerimiento de la CNBV', placedBy: 'admin-2' })
      .then([
        {
          type: 'LegalHoldPlaced',
          data: {
            caseId: 'c1',
            userId: 'u1',
            reason: 'Requerimiento de la CNBV',
            placedBy: 'admin-2',
            at: '2026-11-21T12:00:00.000Z',
          },
        },
      ]);
  });

  it('lifts a hold the case is under, and refuses to lift one it is not under', () => {
    spec
      .given([reported, placed('Orden del juzgado 4o. civil')], { now })
      .when({ type: 'LiftLegalHold', liftedBy: 'admin-2' })
      .then([
        {
          type: 'LegalHoldLifted',
          data: {
            caseId: 'c1',
            userId: 'u1',
            liftedBy: 'admin-2',
            at: '2026-11-21T12:00:00.000Z',
          },
        },
      ]);
    const lifted = {
      type: 'LegalHoldLifted',
      data: { caseId: 'c1', userId: 'u1', liftedBy: 'admin-2', at: '2026-11-20T10:00:00.000Z' },
    } as const;
    spec
      .given([reported, placed('Orden del juzgado 4o. civil'), lifted], { now })
      .when({ type: 'LiftLegalHold', liftedBy: 'admin-2' })
      .thenThrows('not_under_legal_hold');
    spec
      .given([reported], { now })
      .when({ type: 'LiftLegalHold', liftedBy: 'admin-2' })
      .thenThrows('not_under_legal_hold');
  });

  it('refuses a hold on a case that does not exist', () => {
    spec
      .given([], { now })
      .when({ type: 'PlaceLegalHold', reason: 'Orden del juzgado', placedBy: 'admin-1' })
      .thenThrows('not_found');
  });
});
