import type { AgentApplicationEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { agentApplicationDecider } from './decider.js';

const spec = deciderSpec(agentApplicationDecider);
const now = new Date('2026-11-21T18:00:00.000Z');

const submitted: AgentApplicationEvent = {
  type: 'AgentApplicationSubmitted',
  data: {
    applicationId: 'app1',
    userId: 'u9',
    username: 'lic.quiroga',
    email: 'mariana@despacho.mx',
    firstName: 'Mariana',
    lastName: 'Quiroga',
    phone: '+52 55 8765 4321',
    licenseNumber: 'CED-8841235',
    specialization: 'crypto_fraud',
    experience: '5-10',
    certifications: 'Especialidad en delitos financieros',
    languages: 'Español',
    officeLocation: 'Ciudad de México',
    passwordHash: 'scrypt$hash',
    submittedAt: '2026-11-20T10:00:00.000Z',
  },
};
const approved: AgentApplicationEvent = {
  type: 'AgentApplicationApproved',
  data: {
    applicationId: 'app1',
    userId: 'u9',
    agentId: 'ag9',
    decidedBy: 'admin1',
    decidedAt: now.toISOString(),
  },
};
const rejected: AgentApplicationEvent = {
  type: 'AgentApplicationRejected',
  data: {
    applicationId: 'app1',
    userId: 'u9',
    reason: 'La cédula no pudo verificarse.',
    decidedBy: 'admin1',
    decidedAt: now.toISOString(),
  },
};
const approve = { type: 'Approve', agentId: 'ag9', decidedBy: 'admin1' } as const;
const reject = { type: 'Reject', reason: 'La cédula no pudo verificarse.', decidedBy: 'admin1' } as const;

describe('agent application decider', () => {
  it('records an application once (a retry appends nothing)', () => {
    spec.given([]).when({ type: 'Submit', application: submitted.data }).then([submitted]);
    spec.given([submitted]).when({ type: 'Submit', application: submitted.data }).then([]);
  });

  it('approves or rejects a pending application, with who decided and when', () => {
    spec.given([submitted], { now }).when(approve).then([approved]);
    spec.given([submitted], { now }).when(reject).then([rejected]);
  });

  it('answers the same decision again with nothing, and refuses the other one', () => {
    spec.given([submitted, approved], { now }).when(approve).then([]);
    spec.given([submitted, rejected], { now }).when(reject).then([]);
    spec.given([submitted, approved], { now }).when(reject).thenThrows('application_not_pending');
    spec.given([submitted, rejected], { now }).when(approve).thenThrows('application_not_pending');
  });

  it('does not decide an application that was never sent', () => {
    spec.given([]).when(approve).thenThrows('not_found');
  });
});
