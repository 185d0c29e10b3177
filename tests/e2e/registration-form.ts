import type { Page } from 'playwright-core';
import { chooseOption, field } from '../support/browser.js';

/** What a person types and picks in the registration form (labels as shown). */
export interface RegistrationEntry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  username: string;
  password: string;
  fraudType: string;
  platform: string;
  lossAmount: string;
  currency: string;
  fraudDate: string;
  urgency: string;
  description: string;
  evidence: string;
  previousAttempts: string;
  preferredContact: string;
  /** Whether the person ticks the express consent to the processing of their financial data. */
  financialDataConsent: boolean;
}

let sequence = 0;

/** A complete, valid entry with a username and e-mail nobody else in this run has. */
export function sampleEntry(overrides: Partial<RegistrationEntry> = {}): RegistrationEntry {
  sequence += 1;
  const id = `${process.pid.toString(36)}${Date.now().toString(36)}${sequence}`;
  return {
    firstName: 'Ana María',
    lastName: 'García López',
    email: `ana.${id}@correo-pruebas.mx`,
    phone: '+52 33 1234 5678',
    country: 'México',
    city: 'Guadalajara',
    username: `ana${id}`,
    password: 'Clave-Inicial-2026',
    fraudType: 'Opciones binarias',
    platform: 'BinaryMax Pro',
    lossAmount: '15000.50',
    currency: 'USD - Dólar estadounidense',
    fraudDate: '2024-03-15',
    urgency: 'Alto',
    description:
      'Un asesor me contactó por WhatsApp y me convenció de invertir en opciones binarias. Después de tres depósitos la plataforma bloqueó mi cuenta.',
    evidence: 'Comprobantes de las tres transferencias SPEI y capturas del chat.',
    previousAttempts: 'Presenté una reclamación ante mi banco.',
    preferredContact: 'WhatsApp',
    financialDataConsent: true,
    ...overrides,
  };
}

/** Fills every field of /register the way a person does (typing, and picking in the selects). */
export async function fillRegistrationForm(page: Page, entry: RegistrationEntry): Promise<void> {
  await field(page, 'Nombre').fill(entry.firstName);
  await field(page, 'Apellido').fill(entry.lastName);
  await field(page, 'Correo electrónico').fill(entry.email);
  await field(page, 'Teléfono').fill(entry.phone);
  await chooseOption(page, 'País', entry.country);
  await field(page, 'Ciudad').fill(entry.city);
  await field(page, 'Usuario').fill(entry.username);
  await field(page, 'Contraseña').fill(entry.password);
  await chooseOption(page, 'Tipo de fraude', entry.fraudType);
  await field(page, 'Plataforma o broker').fill(entry.platform);
  await field(page, 'Monto perdido').fill(entry.lossAmount);
  await chooseOption(page, 'Moneda', entry.currency);
  await field(page, 'Fecha del fraude').fill(entry.fraudDate);
  await chooseOption(page, 'Nivel de urgencia', entry.urgency);
  await field(page, 'Descripción de lo ocurrido').fill(entry.description);
  await field(page, 'Evidencia disponible').fill(entry.evidence);
  await field(page, 'Intentos previos de recuperación').fill(entry.previousAttempts);
  await chooseOption(page, 'Método de contacto preferido', entry.preferredContact);
  if (entry.financialDataConsent) await expressConsent(page).check();
}

/** The express consent's box of /register and /agent-register (never ticked beforehand). */
export const expressConsent = (page: Page) => page.getByRole('checkbox', { name: /consentimiento expreso/ });
