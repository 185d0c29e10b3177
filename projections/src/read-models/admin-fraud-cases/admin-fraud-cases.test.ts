import {
  ADMIN_FRAUD_CASE_USERS,
  ADMIN_FRAUD_CASES,
  adminFraudCaseSchema,
  type DomainEvent,
} from '@portal/contracts';
import { project } from '../../testing.js';
import { assignment, registrationEvents, staffRegistered } from '../fixtures.js';
import { adminFraudCasesProjector } from './index.js';

const caseOf = async (events: DomainEvent[]) =>
  (await project([adminFraudCasesProjector], events)).get<object>(ADMIN_FRAUD_CASES, 'c1');

const review = (urgencyLevel: 'high' | 'critical', adminComments: string): DomainEvent => ({
  type: 'FraudCaseReviewed',
  data: {
    caseId: 'c1',
    userId: 'u1',
    lossAmount: '30000.00',
    currency: 'USD',
    urgencyLevel,
    adminComments,
    isProcessed: true,
  },
});

/** Case c1 of registration 1 as GET /api/fraud-cases lists it, before any review (its report is the 3rd day). */
const reported = {
  id: 'c1',
  userId: 'u1',
  client: { user: { fullName: 'Ana Ruiz', email: 'user1@example.mx' } },
  fraudType: 'forex',
  lossAmount: '25000.50',
  currency: 'MXN',
  platform: 'FX Global',
  description: 'd'.repeat(60),
  evidence: '',
  adminComments: '',
  isProcessed: false,
  urgencyLevel: 'medium',
  fraudDate: '2026-09-01',
  preferredContact: 'email',
  createdAt: '2026-11-12T10:00:00.000Z',
  revision: -1,
  agentUserId: null,
};

describe('admin fraud cases projector', () => {
  it('lists the reported case with its client, whatever the order the registration arrives in', async () => {
    const events = registrationEvents();
    const inOrder = await caseOf(events);
    expect(inOrder).toEqual(reported);
    expect(adminFraudCaseSchema.safeParse(inOrder).success).toBe(true);
    // The report before the user: the client is filled in when the registration arrives.
    const [user, client, report, process] = events as [DomainEvent, DomainEvent, DomainEvent, DomainEvent];
    expect(await caseOf([report, process, client, user])).toEqual({
      ...reported,
      createdAt: '2026-11-10T10:00:00.000Z',
    });
  });

  it("takes the administration's review with its stream's revision, and the client's agent", async () => {
    const doc = await caseOf([...registrationEvents(), review('high', 'Revisado'), assignment()]);
    expect(doc).toEqual({
      ...reported,
      lossAmount: '30000.00',
      currency: 'USD',
      urgencyLevel: 'high',
      adminComments: 'Revisado',
      isProcessed: true,
      // The review's own stream, at its first event: what the next edit's If-Match sends.
      revision: 0,
      agentUserId: 'ua',
    });
  });

  it('keeps a review that arrived before the report over the reported values', async () => {
    const [user, client, report] = registrationEvents() as [DomainEvent, DomainEvent, DomainEvent];
    const doc = await caseOf([user, client, review('critical', 'Urgente'), report]);
    expect(doc).toMatchObject({
      id: 'c1',
      lossAmount: '30000.00',
      currency: 'USD',
      urgencyLevel: 'critical',
      adminComments: 'Urgente',
      isProcessed: true,
      revision: 0,
      fraudType: 'forex',
      client: { user: { fullName: 'Ana Ruiz', email: 'user1@example.mx' } },
    });
  });

  it("follows the client's new name and e-mail, and keeps no staff user", async () => {
    const view = await project(
      [adminFraudCasesProjector],
      [
        ...registrationEvents(),
        staffRegistered('ua', 'Lic. Ana Torres', 'agent'),
        {
          type: 'UserNameChanged',
          data: { userId: 'u1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
        },
        {
          type: 'UserEmailChanged',
          data: { userId: 'u1', email: 'ana.ruiz@example.mx', previousEmail: 'user1@example.mx' },
        },
      ],
    );
    expect(await view.get(ADMIN_FRAUD_CASES, 'c1')).toMatchObject({
      client: { user: { fullName: 'Ana Ruiz Díaz', email: 'ana.ruiz@example.mx' } },
    });
    expect(await view.get(ADMIN_FRAUD_CASE_USERS, 'u1')).toEqual({
      caseId: 'c1',
      fullName: 'Ana Ruiz Díaz',
      email: 'ana.ruiz@example.mx',
    });
    expect(await view.get(ADMIN_FRAUD_CASE_USERS, 'ua')).toBeUndefined();
  });
});
