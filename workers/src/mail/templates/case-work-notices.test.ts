import { documentRequested, milestoneRecorded } from './case-work-notices.js';
import { bare, configured } from './testing.js';

describe('mails of the work on a case', () => {
  it('asks for one more document with the case number, never naming it, and links to sign in', () => {
    const mail = documentRequested(configured, { fullName: 'Ana López', caseNumber: 'EXP-2026-12345678' });
    expect(mail.subject).toBe('Su caso EXP-2026-12345678 necesita un documento');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain(
      'Para avanzar con su caso necesitamos un documento más. En la pestaña Documentos de su panel verá cuál es y podrá enviarlo.',
    );
    expect(mail.text).toContain('Número de caso: EXP-2026-12345678');
    expect(mail.text).toContain(
      'Inicie sesión en el portal para enviar el documento:\nIniciar sesión: https://portal.example.mx/login',
    );
  });

  it('announces a milestone without its content; no link nor contact when none is configured', () => {
    const mail = milestoneRecorded(bare, { fullName: 'Ana', caseNumber: 'EXP-1' });
    expect(mail.subject).toBe('Nuevo hito en su caso EXP-1');
    expect(mail.text).toContain(
      'Registramos un nuevo hito en el historial de su caso. Puede verlo en la pestaña Historial de su panel.',
    );
    expect(mail.text).toContain(
      'Para proteger la confidencialidad de su caso, este correo no incluye el detalle del hito.',
    );
    expect(mail.text).not.toContain('http');
  });

  it('escapes every value in the HTML', () => {
    const mail = documentRequested(bare, { fullName: '<b>Ana</b>', caseNumber: 'EXP<1>' });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Estimado(a) &lt;b&gt;Ana&lt;/b&gt;:');
  });
});
