/**
 * The answer to an ARCO request reaches the person in the bell and by mail (the rule table's two rows),
 * and the mail job the reactor writes is one the mail handler sends, with the Message-ID the gateway waits for
 * before it erases a person whose cancellation was accepted.
 */
import type { LoggedEvent } from '@portal/contracts';
import { mailHandler, mailMessageId } from '../handlers/mail.js';
import type { MailTransport, OutgoingMail } from '../mail/transport.js';
import { mailReactor } from './mail.js';
import { notificationsReactor } from './notifications.js';
import { loggedEvent } from './testing.js';

const answered = (kind: 'opposition' | 'cancellation', outcome: 'accepted' | 'refused'): LoggedEvent =>
  loggedEvent(
    {
      type: 'PrivacyRequestAnswered',
      data: {
        requestId: 'request-1',
        userId: 'user-1',
        kind,
        outcome,
        answer: 'Dejamos de usar sus datos para publicidad.',
        answeredBy: 'admin-1',
        answeredAt: '2026-11-22T15:04:05.000Z',
      },
    },
    { actorId: 'admin-1', actorRole: 'admin' },
  );

describe('the answer to an ARCO request', () => {
  it("puts it in the person's bell: the kind and the outcome, never staff's words", () => {
    const jobs = notificationsReactor.react(answered('opposition', 'accepted'));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-privacy-request-answered',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'privacyRequestAnswered',
          facts: { privacyRequestKind: 'opposition', privacyOutcome: 'accepted' },
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('publicidad');
  });

  it("mails the person: ids, the kind and the outcome, never staff's words", () => {
    const jobs = mailReactor.react(answered('cancellation', 'refused'));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.privacy-request-answered',
        kind: 'mail',
        payload: {
          template: 'privacyRequestAnswered',
          userId: 'user-1',
          requestId: 'request-1',
          requestKind: 'cancellation',
          outcome: 'refused',
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('publicidad');
  });

  it('is sent by the mail handler to the person, under the Message-ID the gateway waits for', async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { send: async (mail) => void sent.push(mail) };
    const recorded: string[] = [];
    const handle = mailHandler({
      transport,
      effects: { has: async (id) => recorded.includes(id), record: async (id) => void recorded.push(id) },
      site: { siteName: 'Despacho Ejemplo', supportPhone: null, supportEmail: null },
      publicUrl: new URL('https://portal.example.mx'),
      recipient: async (userId) =>
        userId === 'user-1' ? { email: 'ana.lopez@example.mx', fullName: 'Ana López' } : undefined,
      caseNumber: async () => undefined,
      applicant: async () => undefined,
    });
    const [job] = mailReactor.react(answered('cancellation', 'accepted'));
    if (!job) throw new Error('no mail job');
    await handle({ ...job, attempt: 1 });
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['ana.lopez@example.mx', 'Respuesta a su solicitud de cancelación de datos personales'],
    ]);
    expect(recorded).toEqual([
      '<0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.privacy-request-answered@portal.example.mx>',
    ]);
    expect(mailMessageId(job.id, new URL('https://portal.example.mx'))).toBe(
      '<0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.privacy-request-answered@portal.example.mx>',
    );
    expect(mailMessageId(job.id, null)).toBe(
      '<0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.privacy-request-answered@portal.local>',
    );
  });
});
