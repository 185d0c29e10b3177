import type { PrivacyConsentEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { type PrivacyConsentCommand, privacyConsentDecider } from './decider.js';

const spec = deciderSpec(privacyConsentDecider);
const now = new Date('2026-11-22T09:30:00.000Z');
const notice = { version: '2026-11-01.1', voluntaryPurposes: ['boletin', 'encuestas'] };

const given = (
  over: Partial<Extract<PrivacyConsentCommand, { type: 'GiveConsent' }>> = {},
): PrivacyConsentCommand => ({
  type: 'GiveConsent',
  userId: 'u1',
  applicationId: null,
  channel: 'registration',
  noticeVersion: '2026-11-01.1',
  purposes: ['boletin'],
  notice,
  ...over,
});

type Given = Extract<PrivacyConsentEvent, { type: 'PrivacyConsentGiven' }>;
const registered: Given = {
  type: 'PrivacyConsentGiven',
  data: {
    userId: 'u1',
    applicationId: null,
    noticeVersion: '2026-11-01.1',
    financialData: true,
    purposes: ['boletin'],
    channel: 'registration',
    at: '2026-11-20T10:00:00.000Z',
  },
};
const withdrawn: PrivacyConsentEvent = {
  type: 'PrivacyConsentWithdrawn',
  data: { userId: 'u1', noticeVersion: '2026-11-01.1', purpose: 'boletin', at: '2026-11-21T10:00:00.000Z' },
};
const olderNotice: Given = {
  type: 'PrivacyConsentGiven',
  data: { ...registered.data, noticeVersion: '2026-01-15.1', purposes: ['boletin', 'encuestas'] },
};

describe('privacy consent decider', () => {
  it('records the express consent with the notice read, the purposes chosen and the channel, at the time', () => {
    spec
      .given([], { now })
      .when(given({ purposes: ['encuestas', 'boletin'] }))
      .then([
        {
          type: 'PrivacyConsentGiven',
          data: {
            userId: 'u1',
            applicationId: null,
            noticeVersion: '2026-11-01.1',
            financialData: true,
            purposes: ['encuestas', 'boletin'],
            channel: 'registration',
            at: '2026-11-22T09:30:00.000Z',
          },
        },
      ]);
  });

  it('names the application that collected an applicant’s consent', () => {
    spec
      .given([], { now })
      .when(given({ applicationId: 'app1', channel: 'agent-application', purposes: [] }))
      .then([
        {
          type: 'PrivacyConsentGiven',
          data: {
            userId: 'u1',
            applicationId: 'app1',
            noticeVersion: '2026-11-01.1',
            financialData: true,
            purposes: [],
            channel: 'agent-application',
            at: '2026-11-22T09:30:00.000Z',
          },
        },
      ]);
  });

  it('refuses a notice that changed since the person read it (409): they must read it again', () => {
    spec
      .given([], { now })
      .when(given({ noticeVersion: '2026-01-15.1' }))
      .thenThrows('privacy_notice_changed');
  });

  it('refuses a purpose the notice does not declare, naming the field', () => {
    spec
      .given([], { now })
      .when(given({ purposes: ['boletin', 'venta-de-datos'] }))
      .thenThrows('validation', {
        purposes:
          'Una de las finalidades elegidas no está en el aviso de privacidad vigente. Vuelva a leerlo.',
      });
  });

  it('records nothing when the same consent is in force (a retried registration, the same choice again)', () => {
    spec
      .given([registered], { now })
      .when(given({ channel: 'profile' }))
      .then([]);
  });

  it('records the new notice accepted on renewal, with the purposes chosen now', () => {
    spec
      .given([olderNotice], { now })
      .when(given({ channel: 'renewal', purposes: [] }))
      .then([
        {
          type: 'PrivacyConsentGiven',
          data: {
            userId: 'u1',
            applicationId: null,
            noticeVersion: '2026-11-01.1',
            financialData: true,
            purposes: [],
            channel: 'renewal',
            at: '2026-11-22T09:30:00.000Z',
          },
        },
      ]);
  });

  it('gives a withdrawn purpose again: the purposes in force after it', () => {
    spec
      .given([registered, withdrawn], { now })
      .when(given({ channel: 'profile', purposes: ['boletin'] }))
      .then([
        {
          type: 'PrivacyConsentGiven',
          data: {
            userId: 'u1',
            applicationId: null,
            noticeVersion: '2026-11-01.1',
            financialData: true,
            purposes: ['boletin'],
            channel: 'profile',
            at: '2026-11-22T09:30:00.000Z',
          },
        },
      ]);
  });

  it('withdraws a voluntary purpose in force, under the version it was given with', () => {
    spec
      .given([registered], { now })
      .when({ type: 'WithdrawPurpose', userId: 'u1', purpose: 'boletin' })
      .then([
        {
          type: 'PrivacyConsentWithdrawn',
          data: {
            userId: 'u1',
            noticeVersion: '2026-11-01.1',
            purpose: 'boletin',
            at: '2026-11-22T09:30:00.000Z',
          },
        },
      ]);
  });

  it('refuses to withdraw what is not consented: a purpose withdrawn already, or before any consent', () => {
    const message = 'Esa finalidad no tiene su consentimiento vigente: no hay nada que retirar.';
    spec
      .given([registered, withdrawn], { now })
      .when({ type: 'WithdrawPurpose', userId: 'u1', purpose: 'boletin' })
      .thenThrows('purpose_not_consented', { purpose: message });
    spec
      .given([], { now })
      .when({ type: 'WithdrawPurpose', userId: 'u1', purpose: 'boletin' })
      .thenThrows('purpose_not_consented', { purpose: message });
  });
});
