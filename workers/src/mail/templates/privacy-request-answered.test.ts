import { privacyRequestAnswered } from './privacy-request-answered.js';
import { bare, configured } from './testing.js';

describe('privacyRequestAnswered mail', () => {
  it('tells the kind and the outcome of the request, and where the answer waits, never its words', () => {
    const mail = privacyRequestAnswered(configured, {
      fullName: 'Ana López',
      kind: 'opposition',
      outcome: 'accepted',
    });
    expect(mail.subject).toBe('Respuesta a su solicitud de oposición de datos personales');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain(
      'El despacho respondió su solicitud de oposición de sus datos personales: fue aceptada.',
    );
    expect(mail.text).toContain(
      'El despacho deja de tratar sus datos para el uso al que usted se opuso; no necesita hacer nada más.',
    );
    expect(mail.text).toContain(
      'Para proteger su privacidad, la respuesta del despacho no se incluye en este correo. Puede leerla en Mi Perfil, en «Mis datos personales».',
    );
    expect(mail.text).toContain('Iniciar sesión: https://portal.example.mx/login');
  });

  it('says a refusal is explained in the answer', () => {
    const mail = privacyRequestAnswered(configured, {
      fullName: 'Ana López',
      kind: 'rectification',
      outcome: 'refused',
    });
    expect(mail.subject).toBe('Respuesta a su solicitud de rectificación de datos personales');
    expect(mail.text).toContain(
      'El despacho respondió su solicitud de rectificación de sus datos personales: fue rechazada.',
    );
    expect(mail.text).toContain('El despacho explica el motivo en su respuesta.');
  });

  it('of an accepted cancellation: the last mail, what is erased, and no way to sign in', () => {
    const mail = privacyRequestAnswered(configured, {
      fullName: 'Ana López',
      kind: 'cancellation',
      outcome: 'accepted',
    });
    expect(mail.text).toContain(
      'Este es el último correo que recibe del portal: después de enviarlo, el despacho borra su nombre, su correo, su teléfono, su dirección, lo que usted escribió y sus documentos.',
    );
    expect(mail.text).not.toContain('/login');
    expect(mail.text).not.toContain('Mi Perfil');
    expect(mail.html).not.toContain('/login');
  });

  it('without a configured site: no link, no contacts', () => {
    const mail = privacyRequestAnswered(bare, { fullName: 'Ana', kind: 'opposition', outcome: 'refused' });
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('http');
      expect(part).not.toContain('Teléfono');
    }
  });
});
