import type { LoggedEvent } from '@portal/contracts';
import { notificationsReactor } from './notifications.js';
import {
  assigned,
  documentRejected,
  documentRequested,
  documentRequestedByTitle,
  documentVerified,
  internalComment,
  loggedEvent,
  milestoneRecorded,
  passwordChangedByAdmin,
  phaseCompleted,
  processOpened,
  visibleComment,
} from './testing.js';

const logged = (event: LoggedEvent['event']) =>
  loggedEvent(event, { actorId: 'admin-1', actorRole: 'admin' });

describe('notifications reactor', () => {
  it('notifies the client whose recovery process opened, with the case number', () => {
    const jobs = notificationsReactor.react(logged(processOpened));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-registration-received',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'registrationReceived',
          facts: { caseNumber: 'EXP-2026-12345678' },
        },
      },
    ]);
  });

  it('notifies the person whose password changed: when, and whether an admin did it; never the hash', () => {
    const jobs = notificationsReactor.react(logged(passwordChangedByAdmin));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-password-changed',
        kind: 'notify',
        payload: {
          userId: 'user-2',
          kind: 'passwordChanged',
          facts: { changedAt: '2026-11-22T15:04:05.000Z', byAdmin: true },
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('scrypt');
  });

  it('notifies the client of a comment visible to them: ids and who it is from, never the content', () => {
    const jobs = notificationsReactor.react(logged(visibleComment));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-case-comment-added',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'caseCommentAdded',
          facts: { caseId: 'case-1', commentId: 'comment-1', commentType: 'agent' },
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('banco');
  });

  it('notifies nobody of an internal comment', () => {
    expect(notificationsReactor.react(logged(internalComment))).toEqual([]);
  });

  it('notifies the client of a document their case asks for: its catalog key, or the title staff typed', () => {
    expect(notificationsReactor.react(logged(documentRequested))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-document-requested',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'documentRequested',
          facts: { caseId: 'case-1', requiredDocumentKey: 'bankStatements', requiredDocumentTitle: null },
        },
      },
    ]);
    const named = notificationsReactor.react(logged(documentRequestedByTitle));
    expect(named.map((job) => job.payload)).toEqual([
      {
        userId: 'user-1',
        kind: 'documentRequested',
        facts: {
          caseId: 'case-1',
          requiredDocumentKey: null,
          requiredDocumentTitle: 'Contrato con la plataforma',
        },
      },
    ]);
  });

  it('notifies the client of a milestone: its title, never its description', () => {
    const jobs = notificationsReactor.react(logged(milestoneRecorded));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-milestone-recorded',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'milestoneRecorded',
          facts: { caseId: 'case-1', milestoneTitle: 'Solicitud enviada al banco' },
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('0123');
  });

  it('notifies the client of a completed phase and the next one (none after the last)', () => {
    expect(notificationsReactor.react(logged(phaseCompleted('analysis')))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-phase-completed',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'phaseCompleted',
          facts: { phaseKey: 'analysis', nextPhaseKey: 'forensic' },
        },
      },
    ]);
    expect(notificationsReactor.react(logged(phaseCompleted('recovery')))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-phase-completed',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'phaseCompleted',
          facts: { phaseKey: 'recovery', nextPhaseKey: null },
        },
      },
    ]);
  });

  it('notifies the client of their agent: name, phone and e-mail', () => {
    expect(notificationsReactor.react(logged(assigned))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-agent-assigned',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'agentAssigned',
          facts: {
            agentUserId: 'agent-user-1',
            agentName: 'Lic. María Torres',
            agentPhone: '55 9876 5432',
            agentEmail: 'maria.torres@example.mx',
          },
        },
      },
    ]);
  });

  it("tells the client a document was verified, or rejected with staff's reason, naming the file", () => {
    expect(notificationsReactor.react(logged(documentVerified))).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-document-reviewed',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'documentReviewed',
          facts: { fileName: 'estado de cuenta BBVA.pdf', documentOutcome: 'verified' },
        },
      },
    ]);
    const rejected = notificationsReactor.react(logged(documentRejected));
    expect(rejected.map((job) => job.payload)).toEqual([
      {
        userId: 'user-1',
        kind: 'documentReviewed',
        facts: {
          fileName: 'estado de cuenta BBVA.pdf',
          documentOutcome: 'rejected',
          reason: 'Falta la segunda página',
        },
      },
    ]);
  });

  it("tells the client's agent what the client did themselves: a document sent, a plan chosen, new contact data", () => {
    const byClient = (event: LoggedEvent['event']) =>
      notificationsReactor.react(loggedEvent(event, { actorId: 'user-1', actorRole: 'client' }));
    const uploaded = {
      type: 'DocumentUploaded',
      data: {
        documentId: 'doc-1',
        caseId: 'case-1',
        userId: 'user-1',
        uploadedBy: 'user-1',
        fileName: 'contrato.pdf',
        size: 1024,
        contentType: 'application/pdf',
        sha256: 'a'.repeat(64),
        receivedAt: '2026-11-22T15:04:05.000Z',
        requiredDocumentId: null,
        surface: 'dashboard',
      },
    } as const;
    expect(byClient(uploaded)).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-agent-document-sent',
        kind: 'notify',
        payload: { agentOfClient: 'user-1', kind: 'clientDocumentSent', facts: { fileName: 'contrato.pdf' } },
      },
    ]);
    const plan = byClient({
      type: 'ClientServicePlanChosen',
      data: {
        clientId: 'client-1',
        userId: 'user-1',
        plan: 'express',
        terms: { feePercent: 30, timeframe: '2-3 meses', documents: ['Identificación oficial'] },
        acceptedAt: '2026-11-21T12:00:00.000Z',
      },
    });
    expect(plan.map((job) => job.payload)).toEqual([
      { agentOfClient: 'user-1', kind: 'clientPlanChosen', facts: { plan: 'express' } },
    ]);
    const contact = {
      type: 'ClientContactRevised',
      data: {
        clientId: 'client-1',
        userId: 'user-1',
        contactPhone: '+52 55 1234 5678',
        address: null,
        city: 'Puebla',
        country: 'mexico',
      },
    } as const;
    expect(byClient(contact).map((job) => job.payload)).toEqual([
      { agentOfClient: 'user-1', kind: 'clientContactChanged', facts: {} },
    ]);
    // The same change made by an administrator is nobody's news.
    expect(notificationsReactor.react(logged(contact))).toEqual([]);
  });

  it('ignores the events it does not handle', () => {
    expect(
      notificationsReactor.react(logged({ type: 'ReservationConfirmed', data: { ownerId: 'user-1' } })),
    ).toEqual([]);
  });
});
