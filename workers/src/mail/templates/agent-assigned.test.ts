import { agentAssigned } from './agent-assigned.js';
import { bare, configured } from './testing.js';

const facts = {
  fullName: 'Ana López',
  caseNumber: 'EXP-2026-12345678',
  agentName: 'Lic. María Torres',
  agentPhone: '+52 55 9876 5432',
  agentEmail: 'maria.torres@example.mx',
};

describe('agentAssigned mail', () => {
  it('names the agent and how to reach them, as links, with the case number', () => {
    const mail = agentAssigned(configured, facts);
    expect(mail.subject).toBe('Su caso EXP-2026-12345678 tiene un agente asignado');
    expect(mail.text).toContain('Estimado(a) Ana López:');
    expect(mail.text).toContain('Asignamos su caso a Lic. María Torres, quien lo atenderá en adelante.');
    expect(mail.text).toContain('Número de caso: EXP-2026-12345678');
    expect(mail.text).toContain(
      [
        'Datos de contacto de su agente',
        'Para cualquier duda sobre su caso, comuníquese con su agente e indique su número de caso.',
        'Teléfono: +52 55 9876 5432',
        'Correo electrónico: maria.torres@example.mx',
      ].join('\n'),
    );
    expect(mail.html).toContain('<a href="tel:+525598765432"');
    expect(mail.html).toContain('<a href="mailto:maria.torres@example.mx"');
  });

  it("shows the agent's contacts, not the firm's, and the sign-in link only with PUBLIC_URL", () => {
    expect(agentAssigned(configured, facts).html.match(/href="[^"]*"/g)).toEqual([
      'href="tel:+525598765432"',
      'href="mailto:maria.torres@example.mx"',
      'href="https://portal.example.mx/login"',
    ]);
    const plain = agentAssigned(bare, facts);
    expect(plain.text).not.toContain('http');
    expect(plain.text).not.toContain('Iniciar sesión');
    expect(plain.text).toContain('Teléfono: +52 55 9876 5432');
  });

  it('leaves out a contact the assignment did not record', () => {
    const mail = agentAssigned(bare, { ...facts, agentPhone: '', agentEmail: 'maria.torres@example.mx' });
    expect(mail.text).not.toContain('Teléfono');
    expect(mail.html).not.toContain('tel:');
    const none = agentAssigned(bare, { ...facts, agentPhone: ' ', agentEmail: '' });
    expect(none.text).not.toContain('Datos de contacto de su agente');
    expect(none.html).not.toContain('href=');
  });

  it('escapes every value in the HTML, attributes included', () => {
    const mail = agentAssigned(bare, {
      ...facts,
      agentName: '<img src=x onerror=alert(1)>',
      agentEmail: 'a"onclick="x@example.mx',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      'Asignamos su caso a &lt;img src=x onerror=alert(1)&gt;, quien lo atenderá en adelante.',
    );
    expect(mail.html).toContain('href="mailto:a&quot;onclick=&quot;x@example.mx"');
  });
});
