import type { LoggedEvent } from '@portal/contracts';
import { mailReactor } from './mail.js';
import {
  assigned,
  documentRejected,
  documentRequested,
  documentRequestedByTitle,
  documentVerified,
  internalComment,
  loggedEvent,
  mailPayloads,
  milestoneRecorded,
  passwordChangedByAdmin,
  phaseCompleted,
  processOpened,
  visibleComment,
} from './testing.js';

const logged = (event: LoggedEvent['event']) =>
  loggedEvent(event, { actorId: 'user-1', actorRole: 'client' });

describe('mail reactor', () => {
  it('asks for the registration message when a recovery process opens: ids and facts, no text', () => {
    const jobs = mailReactor.react(logged(processOpened));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.registration-received',
        kind: 'mail',
        payload: { template: 'registrationReceived', userId: 'user-1', caseNumber: 'EXP-2026-12345678' },
      },
    ]);
  });

  it('tells a person their password changed, saying whether an admin did it', () => {
    const jobs = mailReactor.react(logged(passwordChangedByAdmin));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.password-changed',
        kind: 'mail',
        payload: {
          template: 'passwordChanged',
          userId: 'user-2',
          changedAt: '2026-11-22T15:04:05.000Z',
          byAdmin: true,
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('scrypt');
  });

  it("announces a comment visible to the client: ids and who it is from, never the comment's content", () => {
    const jobs = mailReactor.react(logged(visibleComment));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.case-comment-added',
        kind: 'mail',
        payload: mailPayloads.caseCommentAdded,
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('banco');
  });

  it('sends nothing for an internal comment', () => {
    expect(mailReactor.react(logged(internalComment))).toEqual([]);
  });

  it('tells the client a phase was completed and which one starts next (none after the last)', () => {
    expect(mailReactor.react(logged(phaseCompleted('analysis')))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.phase-completed',
        kind: 'mail',
        payload: mailPayloads.phaseCompleted,
      },
    ]);
    expect(mailReactor.react(logged(phaseCompleted('recovery')))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.phase-completed',
        kind: 'mail',
        payload: { ...mailPayloads.phaseCompleted, phaseKey: 'recovery', nextPhaseKey: null },
      },
    ]);
  });

  it('tells the client their case asks for a document: ids only, never its name', () => {
    const jobs = mailReactor.react(logged(documentRequested));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.document-requested',
        kind: 'mail',
        payload: {
          template: 'documentRequested',
          userId: 'user-1',
          caseId: 'case-1',
          requiredDocumentId: 'bankStatements',
        },
      },
    ]);
    const named = mailReactor.react(logged(documentRequestedByTitle));
    expect(named.map((job) => job.payload)).toEqual([
      { template: 'documentRequested', userId: 'user-1', caseId: 'case-1', requiredDocumentId: 'req-7' },
    ]);
    expect(JSON.stringify(named)).not.toMatch(/Contrato|firmado/);
  });

  it('tells the client a milestone was recorded: ids only, never its title nor description', () => {
    const jobs = mailReactor.react(logged(milestoneRecorded));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.milestone-recorded',
        kind: 'mail',
        payload: {
          template: 'milestoneRecorded',
          userId: 'user-1',
          caseId: 'case-1',
          milestoneId: 'milestone-1',
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toMatch(/banco|0123/);
  });

  it("introduces the client's new agent with the contacts the assignment recorded", () => {
    expect(mailReactor.react(logged(assigned))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.agent-assigned',
        kind: 'mail',
        payload: mailPayloads.agentAssigned,
      },
    ]);
  });

  it('tells the client a document was reviewed: ids and the outcome, never the name nor the reason', () => {
    expect(mailReactor.react(logged(documentVerified))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.document-reviewed',
        kind: 'mail',
        payload: { template: 'documentReviewed', userId: 'user-1', documentId: 'doc-1', outcome: 'verified' },
      },
    ]);
    const rejected = mailReactor.react(logged(documentRejected));
    expect(rejected.map((job) => job.payload)).toEqual([
      { template: 'documentReviewed', userId: 'user-1', documentId: 'doc-1', outcome: 'rejected' },
    ]);
    expect(JSON.stringify(rejected)).not.toMatch(/BBVA|segunda/);
  });

  it('ignores the events it does not handle', () => {
    expect(mailReactor.react(logged({ type: 'ReservationConfirmed', data: { ownerId: 'user-1' } }))).toEqual(
      [],
    );
  });
});
