import type { PrivacyRequestEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { privacyAccessDecider, privacyRequestDecider } from './decider.js';

const spec = deciderSpec(privacyRequestDecider);
/** Friday 27 November 2026, 10:00 in Mexico City. */
const friday = new Date('2026-11-27T16:00:00.000Z');
const later = new Date('2026-12-02T18:30:00.000Z');

const filed = (kind: 'rectification' | 'cancellation' | 'opposition'): PrivacyRequestEvent => ({
  type: 'PrivacyRequestFiled',
  data: {
    requestId: 'r1',
    userId: 'u1',
    kind,
    reason: 'Ya no quiero que el despacho conserve mis datos.',
    filedAt: '2026-11-27T16:00:00.000Z',
    dueOn: '2026-12-28',
  },
});
const answered = (
  kind: 'rectification' | 'cancellation' | 'opposition',
  outcome: 'accepted' | 'refused',
): PrivacyRequestEvent => ({
  type: 'PrivacyRequestAnswered',
  data: {
    requestId: 'r1',
    userId: 'u1',
    kind,
    outcome,
    answer: 'Atendimos su solicitud.',
    answeredBy: 'admin-1',
    answeredAt: '2026-12-01T17:00:00.000Z',
  },
});
const answer = (
  outcome: 'accepted' | 'refused',
  text = 'Atendimos su solicitud.',
  legalHold: { reason: string } | null = null,
) => ({ type: 'AnswerPrivacyRequest' as const, outcome, answer: text, answeredBy: 'admin-1', legalHold });

describe('filing a privacy request', () => {
  it('records the kind, the reason and the due day: 20 business days after Friday 27 November 2026', () => {
    spec
      .given([], { now: friday })
      .when({
        type: 'FilePrivacyRequest',
        requestId: 'r1',
        userId: 'u1',
        kind: 'cancellation',
        reason: 'Ya no quiero que el despacho conserve mis datos.',
        openKinds: [],
      })
      .then([filed('cancellation')]);
  });

  it('is refused while a request of the same kind is pending', () => {
    spec
      .given([], { now: friday })
      .when({
        type: 'FilePrivacyRequest',
        requestId: 'r1',
        userId: 'u1',
        kind: 'opposition',
        reason: 'No quiero recibir publicidad.',
        openKinds: ['opposition'],
      })
      .thenThrows('privacy_request_open');
  });

  it('is allowed beside a pending request of another kind', () => {
    spec
      .given([], { now: friday })
      .when({
        type: 'FilePrivacyRequest',
        requestId: 'r1',
        userId: 'u1',
        kind: 'cancellation',
        reason: 'Ya no quiero que el despacho conserve mis datos.',
        openKinds: ['opposition', 'rectification'],
      })
      .then([filed('cancellation')]);
  });

  it('records nothing the second time the same request arrives (a retry)', () => {
    spec
      .given([filed('cancellation')], { now: friday })
      .when({
        type: 'FilePrivacyRequest',
        requestId: 'r1',
        userId: 'u1',
        kind: 'cancellation',
        reason: 'Ya no quiero que el despacho conserve mis datos.',
        openKinds: ['cancellation'],
      })
      .then([]);
  });
});

describe('answering a privacy request', () => {
  it('records the outcome, the answer and who answered, with the kind for the reactors', () => {
    spec
      .given([filed('opposition')], { now: later })
      .when(answer('accepted', 'Dejamos de usar sus datos para publicidad.'))
      .then([
        {
          type: 'PrivacyRequestAnswered',
          data: {
            requestId: 'r1',
            userId: 'u1',
            kind: 'opposition',
            outcome: 'accepted',
            answer: 'Dejamos de usar sus datos para publicidad.',
            answeredBy: 'admin-1',
            answeredAt: '2026-12-02T18:30:00.000Z',
          },
        },
      ]);
  });

  it('refuses a request that does not exist', () => {
    spec.given([]).when(answer('accepted')).thenThrows('not_found');
  });

  it('refuses a refusal without words to the person', () => {
    spec
      .given([filed('rectification')])
      .when(answer('refused', ' \u200b '))
      .thenThrows('validation', { answer: 'Escriba la respuesta: es obligatoria al rechazar' });
  });

  it('refuses a second answer', () => {
    spec
      .given([filed('rectification'), answered('rectification', 'refused')])
      .when(answer('accepted'))
      .thenThrows('privacy_request_answered');
    spec
      .given([filed('opposition'), answered('opposition', 'accepted')])
      .when(answer('accepted'))
      .thenThrows('privacy_request_answered');
    spec
      .given([filed('cancellation'), answered('cancellation', 'refused')])
      .when(answer('accepted'))
      .thenThrows('privacy_request_answered');
  });

  it('refuses to accept a cancellation while the case is under legal hold, naming the reason', () => {
    let thrown: unknown;
    try {
      privacyRequestDecider.decide(
        answer('accepted', '', { reason: 'Orden del juzgado 4o. civil' }),
        privacyRequestDecider.evolve(privacyRequestDecider.initialState, filed('cancellation')),
        { now: later },
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      code: 'legal_hold',
      kind: 'illegal_state',
      message:
        'No se puede aceptar la cancelación: el caso de esta persona está bajo retención legal (motivo: Orden del juzgado 4o. civil). Los datos deben conservarse mientras dure la retención; rechace la solicitud explicando el motivo, o levante la retención primero.',
    });
  });

  it('lets a cancellation under legal hold be refused, and another kind be accepted', () => {
    const hold = { reason: 'Orden del juzgado 4o. civil' };
    spec
      .given([filed('cancellation')], { now: later })
      .when(answer('refused', 'Su caso está bajo retención legal.', hold))
      .then([
        {
          type: 'PrivacyRequestAnswered',
          data: {
            requestId: 'r1',
            userId: 'u1',
            kind: 'cancellation',
            outcome: 'refused',
            answer: 'Su caso está bajo retención legal.',
            answeredBy: 'admin-1',
            answeredAt: '2026-12-02T18:30:00.000Z',
          },
        },
      ]);
    spec
      .given([filed('rectification')], { now: later })
      .when(answer('accepted', '', hold))
      .then([
        {
          type: 'PrivacyRequestAnswered',
          data: {
            requestId: 'r1',
            userId: 'u1',
            kind: 'rectification',
            outcome: 'accepted',
            answer: '',
            answeredBy: 'admin-1',
            answeredAt: '2026-12-02T18:30:00.000Z',
          },
        },
      ]);
  });

  it('records nothing when an accepted cancellation is accepted again (the erasure after it is finished)', () => {
    spec
      .given([filed('cancellation'), answered('cancellation', 'accepted')])
      .when(answer('accepted', 'Otra vez.'))
      .then([]);
  });
});

describe('the access download', () => {
  it('records each download with its time', () => {
    deciderSpec(privacyAccessDecider)
      .given([{ type: 'PersonalDataExported', data: { userId: 'u1', at: '2026-11-20T10:00:00.000Z' } }], {
        now: later,
      })
      .when({ type: 'RecordDataExport', userId: 'u1' })
      .then([{ type: 'PersonalDataExported', data: { userId: 'u1', at: '2026-12-02T18:30:00.000Z' } }]);
  });
});
