import type { MailContext } from './layout.js';

/** A firm that configured PUBLIC_URL, a support phone and a support e-mail (for the template tests). */
export const configured: MailContext = {
  site: { siteName: 'Despacho Ejemplo', supportPhone: '55 1234 5678', supportEmail: 'soporte@example.mx' },
  publicUrl: new URL('https://portal.example.mx'),
};

/** A firm that configured none of them: no link and no contact may appear. */
export const bare: MailContext = {
  site: { siteName: 'Despacho Ejemplo', supportPhone: null, supportEmail: null },
  publicUrl: null,
};
