import { registrationReceived } from './registration-received.js';

const configured = {
  site: {
    siteName: 'Despacho Ejemplo',
    supportPhone: '+52 55 1234 5678',
    supportEmail: 'soporte@example.mx',
  },
  publicUrl: new URL('https://portal.example.mx'),
};
const bare = {
  site: { siteName: 'Portal de Recuperación de Capital', supportPhone: null, supportEmail: null },
  publicUrl: null,
};
const facts = { fullName: 'Ana López', caseNumber: 'CASE-2026-000123' };

describe('registrationReceived mail', () => {
  it('greets the client, gives the case number and the four next steps of the spec in both parts', () => {
    const mail = registrationReceived(configured, facts);
    expect(mail.subject).toBe('Recibimos su caso CASE-2026-000123');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain('Número de caso: CASE-2026-000123');
    expect(mail.text).toContain(
      [
        'Próximos pasos',
        '1. Nuestros especialistas revisarán su caso.',
        '2. Le llamaremos por teléfono para una evaluación inicial.',
        '3. Le pediremos la documentación legal necesaria.',
        '4. Iniciaremos de inmediato el proceso de recuperación.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="es-MX"');
    expect(mail.html).toContain('<title>Recibimos su caso CASE-2026-000123</title>');
    expect(mail.html).toContain('Estimado(a) Ana López:');
    expect(mail.html).toContain('<strong style="font-size:18px;">CASE-2026-000123</strong>');
    expect(mail.html).toContain(
      '<li style="margin:0 0 6px 0;">Nuestros especialistas revisarán su caso.</li>',
    );
    expect(mail.html).toContain(
      '<li style="margin:0 0 6px 0;">Iniciaremos de inmediato el proceso de recuperación.</li>',
    );
  });

  it('links to the sign-in page of PUBLIC_URL and names the configured support contacts', () => {
    const mail = registrationReceived(configured, facts);
    expect(mail.text).toContain('Iniciar sesión: https://portal.example.mx/login');
    expect(mail.text).toContain(
      '¿Necesita ayuda?\nSi tiene preguntas, comuníquese con nosotros e indique su número de caso.\nTeléfono: +52 55 1234 5678\nCorreo electrónico: soporte@example.mx',
    );
    expect(mail.html).toContain('<a href="https://portal.example.mx/login"');
    expect(mail.html).toContain('<a href="tel:+525512345678"');
    expect(mail.html).toContain('<a href="mailto:soporte@example.mx"');
    expect(mail.text).toContain(
      '-- \nDespacho Ejemplo\nPor su seguridad, los correos del portal nunca incluyen su contraseña.',
    );
  });

  it('shows no link and no contact when none is configured', () => {
    const mail = registrationReceived(bare, facts);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('Teléfono');
      expect(part).not.toContain('Correo electrónico');
      expect(part).not.toContain('¿Necesita ayuda?');
      expect(part).not.toContain('Iniciar sesión');
      expect(part).not.toContain('http');
    }
    expect(mail.html).not.toContain('href=');
    expect(mail.text).toContain('Número de caso: CASE-2026-000123');
  });

  it('names only the contact that is configured', () => {
    const mail = registrationReceived(
      { ...bare, site: { ...bare.site, supportEmail: 'ayuda@example.mx' } },
      facts,
    );
    expect(mail.text).toContain('Correo electrónico: ayuda@example.mx');
    expect(mail.text).not.toContain('Teléfono');
    expect(mail.html).not.toContain('tel:');
  });

  it('loads nothing from outside: no image, no style sheet, no script, no tracking pixel', () => {
    const { html } = registrationReceived(configured, facts);
    expect(html).not.toMatch(/<img|<link|<script|<iframe|url\(|src=/i);
    // The only addresses are the sign-in link and the contacts.
    expect(html.match(/href="[^"]*"/g)).toEqual([
      'href="https://portal.example.mx/login"',
      'href="tel:+525512345678"',
      'href="mailto:soporte@example.mx"',
    ]);
  });

  it('escapes every value it puts into the HTML and keeps the plain text as written', () => {
    const mail = registrationReceived(
      {
        site: {
          siteName: 'Despacho <b>&</b>',
          supportPhone: null,
          supportEmail: 'a"onmouseover="x@example.mx',
        },
        publicUrl: null,
      },
      { fullName: `<script>alert("x")</script> O'Neil`, caseNumber: 'CASE<1>' },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Estimado(a) &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil:');
    expect(mail.html).toContain('Despacho &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail.html).toContain('CASE&lt;1&gt;');
    expect(mail.html).toContain('href="mailto:a&quot;onmouseover=&quot;x@example.mx"');
    expect(mail.text).toContain(`Estimado(a) <script>alert("x")</script> O'Neil:`);
    expect(mail.subject).toBe('Recibimos su caso CASE<1>');
  });
});
