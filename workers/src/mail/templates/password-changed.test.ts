import { passwordChanged } from './password-changed.js';
import { bare, configured } from './testing.js';

describe('passwordChanged mail', () => {
  it('says when the person changed it, in Mexico City time', () => {
    const mail = passwordChanged(configured, {
      fullName: 'Ana López',
      changedAt: new Date('2026-07-01T03:05:00Z'),
      byAdmin: false,
    });
    expect(mail.subject).toBe('Se cambió la contraseña de su cuenta');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain(
      'La contraseña de su cuenta en el portal se cambió el 30 de junio de 2026 a las 21:05 (hora de la Ciudad de México) desde su sesión.',
    );
    expect(mail.text).toContain('Si usted hizo o solicitó este cambio, no necesita hacer nada más.');
    expect(mail.html).toContain('30 de junio de 2026 a las 21:05 (hora de la Ciudad de México)');
  });

  it('says when an administrator changed it, and that the new password is not mailed', () => {
    const mail = passwordChanged(configured, {
      fullName: 'Ana López',
      changedAt: new Date('2026-11-21T20:30:00Z'),
      byAdmin: true,
    });
    expect(mail.text).toContain(
      'Un administrador cambió la contraseña de su cuenta en el portal el 21 de noviembre de 2026 a las 14:30 (hora de la Ciudad de México). Por su seguridad, la nueva contraseña no se envía por correo.',
    );
    expect(mail.text).not.toContain('desde su sesión');
  });

  it('tells whom to call if it was not them: the configured support', () => {
    const mail = passwordChanged(configured, { fullName: 'Ana', changedAt: new Date(0), byAdmin: false });
    expect(mail.text).toContain(
      'Si usted no hizo ni solicitó este cambio, comuníquese de inmediato con soporte:\nTeléfono: 55 1234 5678\nCorreo electrónico: soporte@example.mx',
    );
    expect(mail.html).toContain('<a href="tel:5512345678"');
  });

  it('without configured contacts names the firm and no phone nor address', () => {
    const mail = passwordChanged(bare, { fullName: 'Ana', changedAt: new Date(0), byAdmin: true });
    expect(mail.text).toContain(
      'Si usted no hizo ni solicitó este cambio, comuníquese de inmediato con Despacho Ejemplo.',
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('Teléfono');
      expect(part).not.toContain('Correo electrónico');
    }
  });

  it('holds no link at all, not even with PUBLIC_URL configured, and reminds that no mail carries a password', () => {
    const mail = passwordChanged(configured, { fullName: 'Ana', changedAt: new Date(0), byAdmin: false });
    expect(mail.text).not.toContain('http');
    expect(mail.html).not.toContain('http');
    expect(mail.html).not.toMatch(/href="(?!tel:|mailto:)/);
    expect(mail.text).toContain('Por su seguridad, los correos del portal nunca incluyen su contraseña.');
  });
});
