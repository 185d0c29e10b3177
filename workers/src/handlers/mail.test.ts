import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTransport } from '../mail/file-transport.js';
import type { MailTransport, OutgoingMail } from '../mail/transport.js';
import type { EffectLog, Job } from '../queue/port.js';
import { mailPayloads } from '../reactors/testing.js';
import { type MailHandlerDeps, mailHandler, type Recipient } from './mail.js';

function memoryEffects(): EffectLog & { ids: string[] } {
  const ids: string[] = [];
  return {
    ids,
    has: async (id) => ids.includes(id),
    record: async (id) => {
      if (!ids.includes(id)) ids.push(id);
    },
  };
}

function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

const ana: Recipient = { email: 'ana.lopez@example.mx', fullName: 'Ana López' };
const site = { siteName: 'Despacho Ejemplo', supportPhone: null, supportEmail: 'soporte@example.mx' };

function setup(overrides: Partial<MailHandlerDeps> = {}) {
  const transport = recordingTransport();
  const effects = memoryEffects();
  const deps: MailHandlerDeps = {
    transport,
    effects,
    site,
    publicUrl: new URL('https://portal.example.mx'),
    recipient: async (userId) => (userId === 'user-1' ? ana : undefined),
    caseNumber: async (userId) => (userId === 'user-1' ? 'EXP-2026-12345678' : undefined),
    applicant: async (applicationId) =>
      applicationId === 'application-1'
        ? {
            email: 'luis.mora@example.mx',
            fullName: 'Luis Mora',
            username: 'lic.mora',
            status: 'rejected',
            reason: 'La cédula profesional no coincide con el nombre registrado.',
          }
        : undefined,
    ...overrides,
  };
  return { transport, effects, handle: mailHandler(deps) };
}

/** A mail job's first attempt. */
const mailJob = (id: string, payload: Job['payload']): Job => ({ id, kind: 'mail', attempt: 1, payload });

const registration: Job = {
  id: '0190a3e2-7c1b-7000-8000-000000000001.mail-registration',
  kind: 'mail',
  attempt: 1,
  payload: { template: 'registrationReceived', userId: 'user-1', caseNumber: 'CASE-2026-000123' },
};

describe('mailHandler', () => {
  it('sends nothing to an erased person: their key destroyed, or their address read as erased; the job completes', async () => {
    const erasedKey = setup({ erased: async (id) => id === 'user-1' || id === 'application-1' });
    await erasedKey.handle(registration);
    await erasedKey.handle(
      mailJob('a.mail', {
        template: 'agentApplication',
        userId: 'u9',
        applicationId: 'application-1',
        step: 'rejected',
      }),
    );
    expect(erasedKey.transport.sent).toEqual([]);
    // The read model rebuilt after the erasure shows the placeholder where the address was.
    const rebuilt = setup({
      recipient: async () => ({ email: 'Datos eliminados', fullName: 'Datos eliminados' }),
    });
    await rebuilt.handle(registration);
    expect(rebuilt.transport.sent).toEqual([]);
    expect(rebuilt.effects.ids).toEqual([]);
    // Someone else is mailed as before.
    const others = setup({ erased: async (id) => id === 'user-2' });
    await others.handle(registration);
    expect(others.transport.sent.map((m) => m.to)).toEqual(['ana.lopez@example.mx']);
  });

  it('sends the rendered mail to the recipient with a Message-ID from the job id and records it', async () => {
    const { transport, effects, handle } = setup();
    await handle(registration);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]?.messageId).toBe(
      '<0190a3e2-7c1b-7000-8000-000000000001.mail-registration@portal.example.mx>',
    );
    expect(transport.sent[0]?.to).toBe('ana.lopez@example.mx');
    expect(transport.sent[0]?.subject).toBe('Recibimos su caso CASE-2026-000123');
    expect(transport.sent[0]?.text).toContain('Estimado(a) Ana López:');
    expect(transport.sent[0]?.html).toContain('Iniciar sesión');
    expect(effects.ids).toEqual([
      '<0190a3e2-7c1b-7000-8000-000000000001.mail-registration@portal.example.mx>',
    ]);
  });

  it('sends the same job only once, however often it runs', async () => {
    const { transport, handle } = setup();
    await handle(registration);
    await handle({ ...registration, attempt: 2 });
    await handle(registration);
    expect(transport.sent).toHaveLength(1);
  });

  it('writes one .eml file for a job delivered twice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
    try {
      const { handle } = setup({ transport: fileTransport(dir, 'no-responder@portal.example.mx') });
      await handle(registration);
      await handle(registration);
      expect(await readdir(dir)).toEqual([
        '0190a3e2-7c1b-7000-8000-000000000001.mail-registration@portal.example.mx.eml',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sends nothing for a Message-ID another attempt already recorded', async () => {
    const effects = memoryEffects();
    await effects.record(
      '<0190a3e2-7c1b-7000-8000-000000000001.mail-registration@portal.example.mx>',
      new Date(),
    );
    const { transport, handle } = setup({ effects });
    await handle(registration);
    expect(transport.sent).toEqual([]);
  });

  it('names its Message-ID domain portal.local without PUBLIC_URL', async () => {
    const { transport, handle } = setup({ publicUrl: null });
    await handle(registration);
    expect(transport.sent[0]?.messageId).toBe(
      '<0190a3e2-7c1b-7000-8000-000000000001.mail-registration@portal.local>',
    );
    expect(transport.sent[0]?.html).not.toContain('Iniciar sesión');
  });

  it('records nothing when the send fails, so the retry sends it (once)', async () => {
    const delivered: OutgoingMail[] = [];
    let down = true;
    const transport: MailTransport = {
      send: async (message) => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        delivered.push(message);
      },
    };
    const { effects, handle } = setup({ transport });
    await expect(handle(registration)).rejects.toThrow('ECONNREFUSED');
    expect(effects.ids).toEqual([]);
    down = false;
    await handle({ ...registration, attempt: 2 });
    await handle({ ...registration, attempt: 3 });
    expect(delivered).toHaveLength(1);
  });

  it('fails the attempt while the recipient is not in the users read model yet', async () => {
    const { transport, effects, handle } = setup();
    await expect(
      handle({ ...registration, payload: { ...registration.payload, userId: 'user-2' } }),
    ).rejects.toThrow(
      'Mail job 0190a3e2-7c1b-7000-8000-000000000001.mail-registration: user user-2 not found (yet) in the users read model',
    );
    expect(transport.sent).toEqual([]);
    expect(effects.ids).toEqual([]);
  });

  it('sends the password change with its time and author, never a password the payload might carry', async () => {
    const { transport, handle } = setup();
    await handle(
      mailJob('evt-9.mail-password', {
        template: 'passwordChanged',
        userId: 'user-1',
        changedAt: '2026-11-21T20:30:00.000Z',
        byAdmin: true,
        password: 'Secreta-123',
      }),
    );
    const [mail] = transport.sent;
    expect(mail?.subject).toBe('Se cambió la contraseña de su cuenta');
    expect(mail?.text).toContain(
      'Un administrador cambió la contraseña de su cuenta en el portal el 21 de noviembre de 2026 a las 14:30 (hora de la Ciudad de México).',
    );
    expect(JSON.stringify(mail)).not.toContain('Secreta-123');
  });

  it('tells a new username at the address the user has at the change, once the users read model has reached it', async () => {
    let revision = 3;
    const { transport, handle } = setup({
      recipient: async () => ({ email: 'ana.nueva@example.mx', fullName: 'Ana López', revision }),
    });
    const job = mailJob('e-7.username-changed', {
      template: 'usernameChanged',
      userId: 'user-1',
      username: 'ana.lopez',
      changedAt: '2026-11-20T18:30:00.000Z',
      userRevision: 4,
    });
    await expect(handle(job)).rejects.toThrow('not at revision 4 (yet)');
    expect(transport.sent).toEqual([]);
    revision = 4;
    await handle(job);
    expect(transport.sent[0]).toMatchObject({
      to: 'ana.nueva@example.mx',
      subject: 'Se cambió el usuario de su cuenta',
    });
    expect(transport.sent[0]?.text).toContain('Su nuevo usuario es: ana.lopez. Su contraseña no cambió.');
  });

  it('warns the old address of a new e-mail without naming the new one', async () => {
    const { transport, handle } = setup({
      recipient: async () => ({ email: 'ana.nueva@example.mx', fullName: 'Ana López', revision: 5 }),
    });
    await handle(
      mailJob('e-8.email-changed', {
        template: 'emailChanged',
        userId: 'user-1',
        previousEmail: 'ana.lopez@example.mx',
        changedAt: '2026-11-20T18:30:00.000Z',
        userRevision: 5,
      }),
    );
    expect(transport.sent[0]).toMatchObject({
      to: 'ana.lopez@example.mx',
      subject: 'Se cambió el correo electrónico de su cuenta',
    });
    expect(transport.sent[0]?.text).not.toContain('ana.nueva');
    expect(transport.sent[0]?.text).toContain('este es el último que recibe en esta');
  });

  it('refuses an unknown template and a malformed payload, saying which', async () => {
    const { transport, handle } = setup();
    await expect(
      handle({ ...registration, payload: { template: 'welcome', userId: 'user-1' } }),
    ).rejects.toThrow(
      'Mail job 0190a3e2-7c1b-7000-8000-000000000001.mail-registration: unknown mail template "welcome"',
    );
    await expect(
      handle({
        ...registration,
        payload: {
          template: 'passwordChanged',
          userId: 'user-1',
          changedAt: '2026-11-21T20:30:00Z',
          byAdmin: 'no',
        },
      }),
    ).rejects.toThrow('bad payload for template passwordChanged: byAdmin must be a boolean');
    await expect(
      handle({
        ...registration,
        payload: { template: 'passwordChanged', userId: 'user-1', changedAt: 'ayer', byAdmin: false },
      }),
    ).rejects.toThrow('bad payload for template passwordChanged: changedAt must be an ISO 8601 date');
    await expect(
      handle({ ...registration, payload: { template: 'registrationReceived', userId: 'user-1' } }),
    ).rejects.toThrow('bad payload for template registrationReceived: caseNumber must be a non-empty string');
    expect(transport.sent).toEqual([]);
  });

  it("announces a visible comment with the case number from the client's dashboard, never its content", async () => {
    const { transport, handle } = setup();
    await handle(mailJob('evt-10.case-comment-added', mailPayloads.caseCommentAdded));
    const [mail] = transport.sent;
    expect(mail?.messageId).toBe('<evt-10.case-comment-added@portal.example.mx>');
    expect(mail?.to).toBe('ana.lopez@example.mx');
    expect(mail?.subject).toBe('Nuevo comentario sobre su caso EXP-2026-12345678');
    expect(mail?.text).toContain('Su especialista en recuperación dejó un nuevo comentario sobre su caso.');
  });

  it("fails the attempt while the client's case is not in the dashboard read model yet, sending nothing", async () => {
    const { transport, effects, handle } = setup({ caseNumber: async () => undefined });
    await expect(handle(mailJob('evt-11.phase-completed', mailPayloads.phaseCompleted))).rejects.toThrow(
      'Mail job evt-11.phase-completed: no case of user user-1 (yet) in the dashboard read model',
    );
    expect(transport.sent).toEqual([]);
    expect(effects.ids).toEqual([]);
  });

  it('tells the completed phase and the next one by their Spanish names', async () => {
    const { transport, handle } = setup();
    await handle(
      mailJob('evt-12.phase-completed', {
        ...mailPayloads.phaseCompleted,
        phaseKey: 'legal',
        nextPhaseKey: 'recovery',
      }),
    );
    const [mail] = transport.sent;
    expect(mail?.subject).toBe('Avance en su caso EXP-2026-12345678: fase completada');
    expect(mail?.text).toContain('Se completó la fase «Acciones legales» de su proceso de recuperación.');
    expect(mail?.text).toContain('Ahora comienza la fase «Negociación y recuperación»');
  });

  it('announces a requested document and a recorded milestone with the case number, naming neither', async () => {
    const { transport, handle } = setup();
    await handle(mailJob('job-requested', mailPayloads.documentRequested));
    await handle(mailJob('job-milestone', mailPayloads.milestoneRecorded));
    expect(transport.sent.map((m) => [m.to, m.subject])).toEqual([
      ['ana.lopez@example.mx', 'Su caso EXP-2026-12345678 necesita un documento'],
      ['ana.lopez@example.mx', 'Nuevo hito en su caso EXP-2026-12345678'],
    ]);
    expect(transport.sent[0]?.text).toContain('En la pestaña Documentos de su panel verá cuál es');
    expect(transport.sent[1]?.text).toContain('Puede verlo en la pestaña Historial de su panel.');
    await expect(
      handle(mailJob('job-bad', { ...mailPayloads.milestoneRecorded, milestoneId: '' })),
    ).rejects.toThrow('milestoneId must be a non-empty string');
  });

  it('introduces the assigned agent with the phone and e-mail the assignment recorded', async () => {
    const { transport, handle } = setup();
    await handle(mailJob('evt-13.agent-assigned', mailPayloads.agentAssigned));
    const [mail] = transport.sent;
    expect(mail?.subject).toBe('Su caso EXP-2026-12345678 tiene un agente asignado');
    expect(mail?.text).toContain('Asignamos su caso a Lic. María Torres, quien lo atenderá en adelante.');
    expect(mail?.text).toContain('Teléfono: 55 9876 5432\nCorreo electrónico: maria.torres@example.mx');
  });

  it('refuses the new templates with a malformed payload, saying which field', async () => {
    const { transport, handle } = setup();
    await expect(
      handle({
        ...registration,
        payload: { ...mailPayloads.caseCommentAdded, commentType: 'client' },
      }),
    ).rejects.toThrow(
      'bad payload for template caseCommentAdded: commentType must be one of admin, agent, system',
    );
    await expect(
      handle({
        ...registration,
        payload: { ...mailPayloads.phaseCompleted, phaseKey: 'appeal', nextPhaseKey: null },
      }),
    ).rejects.toThrow('bad payload for template phaseCompleted: phaseKey must be a phase key');
    await expect(
      handle({
        ...registration,
        payload: { ...mailPayloads.agentAssigned, agentPhone: undefined, agentEmail: undefined },
      }),
    ).rejects.toThrow('bad payload for template agentAssigned: agentPhone must be a string');
    expect(transport.sent).toEqual([]);
  });

  it('writes to an applicant at the address of their application: received, approved, rejected with the reason', async () => {
    const { transport, handle } = setup();
    const job = (step: string) =>
      mailJob(`app-${step}`, {
        template: 'agentApplication',
        userId: 'user-9',
        applicationId: 'application-1',
        step,
      });
    await handle(job('received'));
    await handle(job('rejected'));
    expect(transport.sent.map((m) => [m.to, m.subject])).toEqual([
      ['luis.mora@example.mx', 'Recibimos su solicitud para ser agente'],
      ['luis.mora@example.mx', 'Respuesta a su solicitud de agente'],
    ]);
    expect(transport.sent[0]?.text).toContain('lic.mora');
    expect(transport.sent[1]?.text).toContain('La cédula profesional no coincide con el nombre registrado.');
    expect(transport.sent[1]?.text).not.toContain('https://portal.example.mx/login');
    // The approval mail waits for the read model to show the approval (here it shows a rejection).
    await expect(handle(job('approved'))).rejects.toThrow('not approved (yet)');
    const approved = setup({
      applicant: async () => ({
        email: 'luis.mora@example.mx',
        fullName: 'Luis Mora',
        username: 'lic.mora',
        status: 'approved',
        reason: null,
      }),
    });
    await approved.handle(job('approved'));
    expect(approved.transport.sent[0]?.subject).toBe('Su solicitud de agente fue aprobada');
    expect(approved.transport.sent[0]?.text).toContain('https://portal.example.mx/login');
  });

  it('fails the attempt while the application is not in its read model, and refuses an unknown step', async () => {
    const { transport, handle } = setup();
    await expect(
      handle(
        mailJob('a1', { template: 'agentApplication', userId: 'u', applicationId: 'nope', step: 'received' }),
      ),
    ).rejects.toThrow('application nope not found (yet)');
    await expect(
      handle(
        mailJob('a2', {
          template: 'agentApplication',
          userId: 'u',
          applicationId: 'application-1',
          step: 'maybe',
        }),
      ),
    ).rejects.toThrow('step must be received, approved or rejected');
    expect(transport.sent).toHaveLength(0);
  });
});
