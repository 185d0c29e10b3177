import { phaseCompleted } from './phase-completed.js';
import { bare, configured } from './testing.js';

/** PUBLIC_URL and a support e-mail, no support phone. */
const emailOnly = { ...configured, site: { ...configured.site, supportPhone: null } };

describe('phaseCompleted mail', () => {
  it('names the completed phase and the one that starts, with its description, and the case number', () => {
    const mail = phaseCompleted(emailOnly, {
      fullName: 'Ana López',
      caseNumber: 'EXP-2026-12345678',
      phaseKey: 'analysis',
      nextPhaseKey: 'forensic',
    });
    expect(mail.subject).toBe('Avance en su caso EXP-2026-12345678: fase completada');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain('Se completó la fase «Análisis del caso» de su proceso de recuperación.');
    expect(mail.text).toContain(
      'Ahora comienza la fase «Investigación forense»: Rastreo de los fondos y de las cuentas que los recibieron.',
    );
    expect(mail.text).toContain('Número de caso: EXP-2026-12345678');
    expect(mail.html).toContain('Se completó la fase «Análisis del caso» de su proceso de recuperación.');
  });

  it('after the last phase says that every phase is completed, and names no next one', () => {
    const mail = phaseCompleted(bare, {
      fullName: 'Ana',
      caseNumber: 'EXP-1',
      phaseKey: 'recovery',
      nextPhaseKey: null,
    });
    expect(mail.text).toContain(
      'Se completó la fase «Negociación y recuperación» de su proceso de recuperación.\n\nCon ella se completaron todas las fases de su proceso.',
    );
    expect(mail.text).not.toContain('Ahora comienza');
  });

  it('links and names contacts only when configured', () => {
    const facts = {
      fullName: 'Ana',
      caseNumber: 'EXP-1',
      phaseKey: 'legal',
      nextPhaseKey: 'recovery',
    } as const;
    const mail = phaseCompleted(emailOnly, facts);
    expect(mail.text).toContain(
      'Puede consultar el avance de cada fase en el portal:\nIniciar sesión: https://portal.example.mx/login',
    );
    expect(mail.html.match(/href="[^"]*"/g)).toEqual([
      'href="https://portal.example.mx/login"',
      'href="mailto:soporte@example.mx"',
    ]);
    const plain = phaseCompleted(bare, facts);
    for (const part of [plain.text, plain.html]) {
      expect(part).not.toContain('http');
      expect(part).not.toContain('Correo electrónico');
    }
  });

  it('escapes every value in the HTML', () => {
    const mail = phaseCompleted(bare, {
      fullName: `<script>x</script> O'Neil`,
      caseNumber: 'EXP"1',
      phaseKey: 'analysis',
      nextPhaseKey: 'forensic',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Estimado(a) &lt;script&gt;x&lt;/script&gt; O&#39;Neil:');
    expect(mail.html).toContain('<strong style="font-size:18px;">EXP&quot;1</strong>');
  });
});
