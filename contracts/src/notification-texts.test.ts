import { notificationKindTexts, notificationTexts } from './notification-texts.js';

const when = (iso: string) => `[${iso}]`;

describe('notification texts', () => {
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

  it('names the bell with the unread count', () => {
    expect(notificationTexts.bellLabel(2)).toBe('Notificaciones, 2 sin leer');
    expect(notificationTexts.bellLabel(0)).toBe('Notificaciones, ninguna sin leer');
  });
});
