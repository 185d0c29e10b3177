import { documentReviewed } from './document-reviewed.js';
import { bare, configured } from './testing.js';

describe('documentReviewed mail', () => {
  it('says a document was verified, with the case number, and names neither the document nor a reason', () => {
    const mail = documentReviewed(configured, {
      fullName: 'Ana López',
      caseNumber: 'EXP-2026-12345678',
      outcome: 'verified',
    });
    expect(mail.subject).toBe('Un documento de su caso EXP-2026-12345678 fue verificado');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain('Revisamos uno de los documentos que envió a su caso y quedó verificado.');
    expect(mail.text).toContain('Número de caso: EXP-2026-12345678');
    expect(mail.text).toContain(
      'Para proteger la confidencialidad de su caso, este correo no incluye el nombre del documento ni el motivo de la revisión.',
    );
    expect(mail.text).toContain(
      'Inicie sesión en el portal para ver sus documentos:\nIniciar sesión: https://portal.example.mx/login',
    );
  });

  it('asks for attention after a rejection and points to the Documentos tab', () => {
    const mail = documentReviewed(bare, { fullName: 'Ana', caseNumber: 'EXP-1', outcome: 'rejected' });
    expect(mail.subject).toBe('Un documento de su caso EXP-1 necesita su atención');
    expect(mail.text).toContain(
      'Revisamos uno de los documentos que envió a su caso y no pudimos aceptarlo. En la pestaña Documentos de su panel verá cuál es, el motivo, y podrá enviarlo de nuevo.',
    );
    expect(mail.text).not.toContain('http');
  });

  it('escapes every value in the HTML', () => {
    const mail = documentReviewed(bare, {
      fullName: '<b>Ana</b>',
      caseNumber: 'EXP<1>',
      outcome: 'verified',
    });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Estimado(a) &lt;b&gt;Ana&lt;/b&gt;:');
    expect(mail.html).toContain('<title>Un documento de su caso EXP&lt;1&gt; fue verificado</title>');
  });
});
