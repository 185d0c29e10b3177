import type { RecoveryProcessEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { recoveryProcessDecider } from './decider.js';
import type { AddRequiredDocument } from './plan-rules.js';
import { keys, opened } from './test-fixtures.js';

/** The timeline, the documents and the plan of a case, decided by the recovery process decider. */
const spec = deciderSpec(recoveryProcessDecider);
// 03:00 UTC on 21 November is still 20 November in Mexico City.
const now = new Date('2026-11-21T03:00:00Z');

describe('milestones', () => {
  const milestone = (occurredOn: string) =>
    ({
      type: 'RecordMilestone',
      milestoneId: 'm1',
      title: 'Denuncia presentada',
      description: 'Con folio de acuse.',
      occurredOn,
    }) as const;
  const recorded = (occurredOn: string): RecoveryProcessEvent => ({
    type: 'CaseMilestoneRecorded',
    data: {
      ...keys,
      milestoneId: 'm1',
      title: 'Denuncia presentada',
      description: 'Con folio de acuse.',
      occurredOn,
    },
  });

  it('records a milestone dated today in Mexico City or before', () => {
    spec
      .given([opened], { now })
      .when(milestone('2026-11-20'))
      .then([recorded('2026-11-20')]);
    spec
      .given([opened], { now })
      .when(milestone('2026-01-05'))
      .then([recorded('2026-01-05')]);
  });

  it('refuses a milestone dated after today, on its date field', () => {
    spec
      .given([opened], { now })
      .when(milestone('2026-11-21'))
      .thenThrows('validation', { occurredOn: 'La fecha del hito no puede ser posterior a hoy' });
  });

  it('records nothing when the same milestone (a retried request) is already there', () => {
    spec
      .given([opened, recorded('2026-11-20')], { now })
      .when(milestone('2026-11-20'))
      .then([]);
  });

  it('refuses a milestone on a case without a process', () => {
    spec.given([], { now }).when(milestone('2026-11-20')).thenThrows('not_found');
  });
});

describe('required documents', () => {
  const catalog = (documentKey: 'bankStatements' | 'officialId'): AddRequiredDocument => ({
    type: 'AddRequiredDocument',
    documentId: documentKey,
    documentKey,
    title: null,
    description: null,
    required: true,
  });
  const named: AddRequiredDocument = {
    type: 'AddRequiredDocument',
    documentId: 'd-7',
    documentKey: null,
    title: 'Contrato con el bróker',
    description: 'El contrato que aceptó.',
    required: false,
  };
  const namedAdded: RecoveryProcessEvent = {
    type: 'RequiredDocumentAdded',
    data: {
      ...keys,
      documentId: 'd-7',
      documentKey: null,
      title: 'Contrato con el bróker',
      description: 'El contrato que aceptó.',
      required: false,
    },
  };

  it('asks for a catalog document by its key, which is its id', () => {
    spec
      .given([opened])
      .when(catalog('bankStatements'))
      .then([
        {
          type: 'RequiredDocumentAdded',
          data: {
            ...keys,
            documentId: 'bankStatements',
            documentKey: 'bankStatements',
            title: null,
            description: null,
            required: true,
          },
        },
      ]);
  });

  it('asks for a document staff named', () => {
    spec.given([opened]).when(named).then([namedAdded]);
  });

  it('refuses a catalog document the case already asks for (those of the opening included)', () => {
    spec.given([opened]).when(catalog('officialId')).thenThrows('document_already_required');
  });

  it('adds nothing when the same named document (a retried request) is already there', () => {
    spec.given([opened, namedAdded]).when(named).then([]);
  });

  it('removes a document the case asks for, and asks for a removed catalog document again', () => {
    const removed: RecoveryProcessEvent = {
      type: 'RequiredDocumentRemoved',
      data: { ...keys, documentId: 'officialId' },
    };
    spec.given([opened]).when({ type: 'RemoveRequiredDocument', documentId: 'officialId' }).then([removed]);
    spec
      .given([opened, namedAdded])
      .when({ type: 'RemoveRequiredDocument', documentId: 'd-7' })
      .then([{ type: 'RequiredDocumentRemoved', data: { ...keys, documentId: 'd-7' } }]);
    spec
      .given([opened, removed])
      .when(catalog('officialId'))
      .then([
        {
          type: 'RequiredDocumentAdded',
          data: {
            ...keys,
            documentId: 'officialId',
            documentKey: 'officialId',
            title: null,
            description: null,
            required: true,
          },
        },
      ]);
  });

  it('refuses to remove a document the case does not ask for (never, or no longer)', () => {
    spec
      .given([opened])
      .when({ type: 'RemoveRequiredDocument', documentId: 'bankStatements' })
      .thenThrows('not_found');
    spec
      .given([opened, { type: 'RequiredDocumentRemoved', data: { ...keys, documentId: 'policeReport' } }])
      .when({ type: 'RemoveRequiredDocument', documentId: 'policeReport' })
      .thenThrows('not_found');
  });
});

describe('the plan: priority and estimated completion', () => {
  const revise = (priority: 'high' | 'normal' | 'low', estimatedCompletion: string | null) =>
    ({ type: 'RevisePlan', priority, estimatedCompletion }) as const;
  const revised = (
    priority: 'high' | 'normal' | 'low',
    estimatedCompletion: string | null,
  ): RecoveryProcessEvent => ({
    type: 'RecoveryPlanRevised',
    data: { ...keys, priority, estimatedCompletion },
  });

  it('revises the priority and the estimated completion (today in Mexico City or later)', () => {
    spec
      .given([opened], { now })
      .when(revise('low', '2026-11-20'))
      .then([revised('low', '2026-11-20')]);
    spec
      .given([opened], { now })
      .when(revise('high', '2027-03-31'))
      .then([revised('high', '2027-03-31')]);
  });

  it('clears the estimate', () => {
    spec
      .given([opened, revised('high', '2027-03-31')], { now })
      .when(revise('high', null))
      .then([revised('high', null)]);
  });

  it('refuses a new estimated completion before today, on its field', () => {
    spec
      .given([opened], { now })
      .when(revise('high', '2026-11-19'))
      .thenThrows('validation', { estimatedCompletion: 'La fecha estimada no puede ser anterior a hoy' });
  });

  it('refuses an estimate more than five years after today, and takes one of exactly five years', () => {
    spec.given([opened], { now }).when(revise('high', '2031-11-21')).thenThrows('validation', {
      estimatedCompletion: 'La fecha estimada no puede ser más de 5 años posterior a hoy',
    });
    spec
      .given([opened], { now })
      .when(revise('high', '2031-11-20'))
      .then([revised('high', '2031-11-20')]);
  });

  it('changes the priority alone of a case whose estimate has passed since', () => {
    spec
      .given([opened, revised('high', '2026-06-30')], { now })
      .when(revise('normal', '2026-06-30'))
      .then([revised('normal', '2026-06-30')]);
  });

  it('appends nothing when nothing changes', () => {
    spec.given([opened], { now }).when(revise('high', null)).then([]);
    spec
      .given([opened, revised('low', '2027-01-15')], { now })
      .when(revise('low', '2027-01-15'))
      .then([]);
  });
});
