import { caseCommentAdded } from './case-comment-added.js';
import { bare, configured } from './testing.js';

describe('caseCommentAdded mail', () => {
  it('says a comment is waiting in the portal, from whom, with the case number, and that it is not quoted', () => {
    const mail = caseCommentAdded(configured, {
      fullName: 'Ana López',
      caseNumber: 'EXP-2026-12345678',
      commentType: 'agent',
    });
    expect(mail.subject).toBe('Nuevo comentario sobre su caso EXP-2026-12345678');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain('Su especialista en recuperación dejó un nuevo comentario sobre su caso.');
    expect(mail.text).toContain('Número de caso: EXP-2026-12345678');
    expect(mail.text).toContain(
      'Para proteger la confidencialidad de su caso, el comentario no se incluye en este correo. Puede leerlo en la pestaña Comentarios de su panel en el portal.',
    );
    expect(mail.html).toContain('<title>Nuevo comentario sobre su caso EXP-2026-12345678</title>');
    expect(mail.html).toContain('<strong style="font-size:18px;">EXP-2026-12345678</strong>');
  });

  it('names the administration or nobody, as the Comentarios tab labels the comment', () => {
    const facts = { fullName: 'Ana', caseNumber: 'EXP-1' };
    expect(caseCommentAdded(bare, { ...facts, commentType: 'admin' }).text).toContain(
      'La administración del despacho dejó un nuevo comentario sobre su caso.',
    );
    expect(caseCommentAdded(bare, { ...facts, commentType: 'system' }).text).toContain(
      'Hay un nuevo comentario sobre su caso.',
    );
  });

  it('links to the sign-in page and names the contacts only when configured', () => {
    const mail = caseCommentAdded(configured, { fullName: 'Ana', caseNumber: 'EXP-1', commentType: 'admin' });
    expect(mail.text).toContain(
      'Inicie sesión en el portal para leer el comentario:\nIniciar sesión: https://portal.example.mx/login',
    );
    expect(mail.html.match(/href="[^"]*"/g)).toEqual([
      'href="https://portal.example.mx/login"',
      'href="tel:5512345678"',
      'href="mailto:soporte@example.mx"',
    ]);
    const plain = caseCommentAdded(bare, { fullName: 'Ana', caseNumber: 'EXP-1', commentType: 'admin' });
    for (const part of [plain.text, plain.html]) {
      expect(part).not.toContain('http');
      expect(part).not.toContain('Iniciar sesión');
      expect(part).not.toContain('Teléfono');
      expect(part).not.toContain('¿Necesita ayuda?');
    }
    expect(plain.html).not.toContain('href=');
  });

  it('escapes every value in the HTML', () => {
    const mail = caseCommentAdded(
      { ...bare, site: { ...bare.site, siteName: 'Despacho <i>' } },
      { fullName: '<b>Ana</b> & "Co"', caseNumber: 'EXP<1>', commentType: 'agent' },
    );
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('Estimado(a) &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;:');
    expect(mail.html).toContain('<title>Nuevo comentario sobre su caso EXP&lt;1&gt;</title>');
    expect(mail.html).toContain('Despacho &lt;i&gt;');
    expect(mail.text).toContain('Estimado(a) <b>Ana</b> & "Co":');
  });
});
