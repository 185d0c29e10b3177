import { notificationKindTexts, notificationTexts } from './notifications.js';

const when = (iso: string) => `[${iso}]`;

describe('notification texts', () => {
  it("names the reviewed document, and gives staff's reason of a rejection with how to send it again", () => {
    const { title, body } = notificationKindTexts.documentReviewed;
    const verified = { fileName: 'ine.pdf', documentOutcome: 'verified' as const };
    expect([title(verified), body(verified, when)]).toEqual([
      'Documento verificado',
      'Revisamos «ine.pdf» y quedó verificado.',
    ]);
    const rejected = { fileName: 'ine.pdf', documentOutcome: 'rejected' as const, reason: 'Está borrosa.' };
    expect([title(rejected), body(rejected, when)]).toEqual([
      'Documento rechazado',
      'Revisamos «ine.pdf» y no pudimos aceptarlo. Motivo: Está borrosa. Puede enviarlo de nuevo desde la pestaña Documentos de su panel.',
    ]);
  });

  it('names the document a case asks for, of the catalog or as staff titled it, and where to send it', () => {
    const { title, body } = notificationKindTexts.documentRequested;
    expect(title({})).toBe('Se solicita un documento');
    expect(body({ requiredDocumentKey: 'bankStatements', requiredDocumentTitle: null }, when)).toBe(
      'Su caso necesita «Estados de cuenta». Puede enviarlo desde la pestaña Documentos de su panel.',
    );
    expect(body({ requiredDocumentKey: null, requiredDocumentTitle: 'Contrato firmado' }, when)).toBe(
      'Su caso necesita «Contrato firmado». Puede enviarlo desde la pestaña Documentos de su panel.',
    );
    expect(body({}, when)).toBe(
      'Su caso necesita un documento más. Puede enviarlo desde la pestaña Documentos de su panel.',
    );
  });

  it('names a milestone recorded on the case and points to the Historial tab', () => {
    const { title, body } = notificationKindTexts.milestoneRecorded;
    expect(title({})).toBe('Nuevo hito en su caso');
    expect(body({ milestoneTitle: 'Solicitud enviada al banco' }, when)).toBe(
      'Se registró el hito «Solicitud enviada al banco» en su caso. Puede verlo en la pestaña Historial de su panel.',
    );
  });

  it('tells a client their case number and the four next steps of a registration', () => {
    const { title, body } = notificationKindTexts.registrationReceived;
    expect(title({ caseNumber: 'EXP-2026-12345678' })).toBe('Recibimos su registro');
    expect(body({ caseNumber: 'EXP-2026-12345678' }, when)).toBe(
      'Su caso EXP-2026-12345678 quedó registrado. Próximos pasos: Nuestros especialistas revisarán su caso. ' +
        'Le llamaremos por teléfono para una evaluación inicial. Le pediremos la documentación legal necesaria. ' +
        'Iniciaremos de inmediato el proceso de recuperación.',
    );
  });

  it('says when a password changed, whether an admin did it, and what to do if it was not them', () => {
    const { body } = notificationKindTexts.passwordChanged;
    expect(body({ changedAt: '2026-11-22T10:04:00.000Z', byAdmin: false }, when)).toBe(
      'El [2026-11-22T10:04:00.000Z] se cambió la contraseña de su cuenta. Si usted no hizo ni pidió este cambio, comuníquese con el soporte del portal.',
    );
    expect(body({ changedAt: '2026-11-22T10:04:00.000Z', byAdmin: true }, when)).toBe(
      'El [2026-11-22T10:04:00.000Z] un administrador cambió la contraseña de su cuenta. Si usted no hizo ni pidió este cambio, comuníquese con el soporte del portal.',
    );
    expect(body({ byAdmin: true }, when)).toBe(
      'Un administrador cambió la contraseña de su cuenta. Si usted no hizo ni pidió este cambio, comuníquese con el soporte del portal.',
    );
  });

  it('tells a client a comment is waiting in the Comentarios tab and whom it is from, never quoting it', () => {
    const { title, body } = notificationKindTexts.caseCommentAdded;
    expect(title({ caseId: 'case-1', commentId: 'comment-1', commentType: 'agent' })).toBe(
      'Nuevo comentario sobre su caso',
    );
    expect(body({ caseId: 'case-1', commentId: 'comment-1', commentType: 'agent' }, when)).toBe(
      'Su especialista en recuperación dejó un nuevo comentario sobre su caso. Puede leerlo en la pestaña Comentarios de su panel.',
    );
    expect(body({ commentType: 'admin' }, when)).toBe(
      'La administración del despacho dejó un nuevo comentario sobre su caso. Puede leerlo en la pestaña Comentarios de su panel.',
    );
    expect(body({}, when)).toBe(
      'Hay un nuevo comentario sobre su caso. Puede leerlo en la pestaña Comentarios de su panel.',
    );
  });

  it('names the completed phase in Spanish and the one that starts, or that all are completed', () => {
    const { title, body } = notificationKindTexts.phaseCompleted;
    expect(title({ phaseKey: 'analysis', nextPhaseKey: 'forensic' })).toBe(
      'Fase completada: Análisis del caso',
    );
    expect(body({ phaseKey: 'analysis', nextPhaseKey: 'forensic' }, when)).toBe(
      'Se completó la fase «Análisis del caso» de su proceso. Ahora comienza la fase «Investigación forense».',
    );
    expect(body({ phaseKey: 'recovery', nextPhaseKey: null }, when)).toBe(
      'Se completó la fase «Negociación y recuperación» de su proceso. Con ella se completaron todas las fases de su proceso.',
    );
    expect(title({})).toBe('Fase completada');
    expect(body({}, when)).toBe('Se completó una fase de su proceso.');
  });

  it('names the assigned agent and how to reach them, leaving out what is missing', () => {
    const { title, body } = notificationKindTexts.agentAssigned;
    const facts = {
      agentName: 'Lic. María Torres',
      agentPhone: '55 9876 5432',
      agentEmail: 'maria.torres@example.mx',
    };
    expect(title(facts)).toBe('Agente asignado a su caso');
    expect(body(facts, when)).toBe(
      'Lic. María Torres atenderá su caso. Teléfono: 55 9876 5432. Correo electrónico: maria.torres@example.mx.',
    );
    expect(body({ agentName: 'Lic. María Torres', agentPhone: '', agentEmail: 'm@example.mx' }, when)).toBe(
      'Lic. María Torres atenderá su caso. Correo electrónico: m@example.mx.',
    );
  });

  it('names the bell with the unread count', () => {
    expect(notificationTexts.bellLabel(2)).toBe('Notificaciones, 2 sin leer');
    expect(notificationTexts.bellLabel(0)).toBe('Notificaciones, ninguna sin leer');
  });
});
