import {
  AGENT_APPLICATIONS,
  type DomainEvent,
  experienceLabels,
  specializationLabels,
} from '@portal/contracts';
import { project } from '../../testing.js';
import { agentApplicationsProjector } from './index.js';

const submitted = (applicationId: string, username: string): DomainEvent => ({
  type: 'AgentApplicationSubmitted',
  data: {
    applicationId,
    userId: `user-${applicationId}`,
    username,
    email: `${username}@firma.mx`,
    firstName: 'Laura',
    lastName: 'Méndez Ortiz ',
    phone: '5522223333',
    licenseNumber: 'CED-7654321',
    specialization: 'crypto_fraud',
    experience: '5-10',
    certifications: 'CFE',
    languages: 'Español, inglés',
    officeLocation: 'Guadalajara',
    passwordHash: 'scrypt$secret',
    submittedAt: '2026-11-09T18:30:00.000Z',
  },
});

/** Application ap1 as the panel lists it before a decision. */
const pending = {
  id: 'ap1',
  fullName: 'Laura Méndez Ortiz',
  username: 'lmendez',
  email: 'lmendez@firma.mx',
  phone: '5522223333',
  licenseNumber: 'CED-7654321',
  specialization: specializationLabels.crypto_fraud,
  experience: experienceLabels['5-10'],
  certifications: 'CFE',
  languages: 'Español, inglés',
  officeLocation: 'Guadalajara',
  status: 'pending',
  awaiting: 1,
  submittedAt: '2026-11-09T18:30:00.000Z',
  decidedAt: null,
  reason: null,
  agentId: null,
};

describe('agent applications projector', () => {
  it('lists a submitted application with its labels, awaiting a decision, never with its password hash', async () => {
    const view = await project([agentApplicationsProjector], [submitted('ap1', 'lmendez')]);
    expect(await view.get(AGENT_APPLICATIONS, 'ap1')).toEqual(pending);
  });

  it('marks an approval with its date and agent, and a rejection with its reason; neither awaits any more', async () => {
    const view = await project(
      [agentApplicationsProjector],
      [
        submitted('ap1', 'lmendez'),
        submitted('ap2', 'jsoto'),
        {
          type: 'AgentApplicationApproved',
          data: {
            applicationId: 'ap1',
            userId: 'user-ap1',
            agentId: 'a9',
            decidedBy: 'adm',
            decidedAt: '2026-11-12T09:00:00.000Z',
          },
        },
        {
          type: 'AgentApplicationRejected',
          data: {
            applicationId: 'ap2',
            userId: 'user-ap2',
            reason: 'Cédula profesional no verificable',
            decidedBy: 'adm',
            decidedAt: '2026-11-13T09:00:00.000Z',
          },
        },
      ],
    );
    expect(await view.get(AGENT_APPLICATIONS, 'ap1')).toEqual({
      ...pending,
      status: 'approved',
      awaiting: 0,
      decidedAt: '2026-11-12T09:00:00.000Z',
      agentId: 'a9',
    });
    expect(await view.get(AGENT_APPLICATIONS, 'ap2')).toMatchObject({
      id: 'ap2',
      username: 'jsoto',
      status: 'rejected',
      awaiting: 0,
      decidedAt: '2026-11-13T09:00:00.000Z',
      reason: 'Cédula profesional no verificable',
      agentId: null,
    });
  });

  it('ignores a decision on an application it does not know', async () => {
    const view = await project(
      [agentApplicationsProjector],
      [
        {
          type: 'AgentApplicationApproved',
          data: {
            applicationId: 'ap3',
            userId: 'user-ap3',
            agentId: 'a3',
            decidedBy: 'adm',
            decidedAt: '2026-11-12T09:00:00.000Z',
          },
        },
      ],
    );
    expect(await view.get(AGENT_APPLICATIONS, 'ap3')).toBeUndefined();
  });
});
