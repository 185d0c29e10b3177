import { type DomainEvent, PRIVACY_CONSENTS } from '@portal/contracts';
import { project } from '../../testing.js';
import { privacyConsentsProjector } from './index.js';

const given = (userId: string, noticeVersion: string, purposes: string[], at: string): DomainEvent => ({
  type: 'PrivacyConsentGiven',
  data: {
    userId,
    applicationId: null,
    noticeVersion,
    financialData: true,
    purposes,
    channel: 'registration',
    at,
  },
});
const withdrawn = (userId: string, purpose: string, at: string): DomainEvent => ({
  type: 'PrivacyConsentWithdrawn',
  data: { userId, noticeVersion: '2026-11-01.1', purpose, at },
});

describe('privacyConsents projector', () => {
  it('keeps per person the consent in force and every consent given and withdrawn, oldest first', async () => {
    const view = await project(
      [privacyConsentsProjector],
      [
        given('u1', '2026-11-01.1', ['boletin', 'encuestas'], '2026-11-20T10:00:00.000Z'),
        given('u2', '2026-11-01.1', [], '2026-11-20T11:00:00.000Z'),
        withdrawn('u1', 'boletin', '2026-11-21T10:00:00.000Z'),
      ],
    );
    expect(await view.get(PRIVACY_CONSENTS, 'u1')).toEqual({
      userId: 'u1',
      inForce: {
        noticeVersion: '2026-11-01.1',
        financialData: true,
        purposes: ['encuestas'],
        givenAt: '2026-11-20T10:00:00.000Z',
      },
      history: [
        {
          kind: 'given',
          noticeVersion: '2026-11-01.1',
          purposes: ['boletin', 'encuestas'],
          channel: 'registration',
          at: '2026-11-20T10:00:00.000Z',
        },
        {
          kind: 'withdrawn',
          noticeVersion: '2026-11-01.1',
          purpose: 'boletin',
          at: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    expect(await view.get(PRIVACY_CONSENTS, 'u2')).toMatchObject({ inForce: { purposes: [] } });
  });

  it('puts a new notice accepted in force, with the purposes chosen then', async () => {
    const view = await project(
      [privacyConsentsProjector],
      [
        given('u1', '2026-11-01.1', ['boletin'], '2026-11-20T10:00:00.000Z'),
        given('u1', '2027-02-01.1', [], '2027-02-03T10:00:00.000Z'),
      ],
    );
    expect(await view.get(PRIVACY_CONSENTS, 'u1')).toMatchObject({
      inForce: { noticeVersion: '2027-02-01.1', purposes: [], givenAt: '2027-02-03T10:00:00.000Z' },
      history: [{ noticeVersion: '2026-11-01.1' }, { noticeVersion: '2027-02-01.1' }],
    });
  });
});
