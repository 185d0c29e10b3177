import type { ClientRegistrationInput } from '@portal/contracts';
import {
  countries,
  currencies,
  foldForSearch,
  registrationFraudTypes,
  urgencyLevels,
} from '@portal/contracts';
import { DEFAULT_PASSWORD, privacyConsent } from '../../support/api-client.js';

/**
 * The generated people of the scale bench: every name is one of FIRST × LAST × LAST (40 × 50 × 50 = 100,000
 * distinct full names, most with accents), drawn by the client's number so that the same number is the same
 * person in every folder. A search typed without accents for one person's whole name then matches that person.
 */
const FIRST = [
  'Lucía',
  'María',
  'José',
  'Andrés',
  'Sofía',
  'Julián',
  'Ramón',
  'Inés',
  'Mónica',
  'Raúl',
  'Verónica',
  'Héctor',
  'Jesús',
  'Martín',
  'Begoña',
  'Adrián',
  'Noemí',
  'Rubén',
  'Leticia',
  'Óscar',
  'Ángela',
  'Tomás',
  'Rocío',
  'Sebastián',
  'Iván',
  'Estéfani',
  'Nicolás',
  'Pilar',
  'Joaquín',
  'Zoé',
  'Gerardo',
  'Araceli',
  'Efraín',
  'Dolores',
  'Germán',
  'Yesenia',
  'Damián',
  'Beatriz',
  'Fermín',
  'Itzel',
] as const;
const LAST = [
  'Núñez',
  'Hernández',
  'González',
  'Pérez',
  'Martínez',
  'Gómez',
  'Díaz',
  'López',
  'Sánchez',
  'Ramírez',
  'Jiménez',
  'Ibáñez',
  'Muñoz',
  'Cortés',
  'Álvarez',
  'Rodríguez',
  'Fernández',
  'Domínguez',
  'Vázquez',
  'Márquez',
  'Gutiérrez',
  'Chávez',
  'Ortiz',
  'Ruiz',
  'Peña',
  'Castañeda',
  'Zúñiga',
  'Beltrán',
  'Galván',
  'Guzmán',
  'Solís',
  'Avilés',
  'Quiñones',
  'Báez',
  'Cárdenas',
  'Estévez',
  'Villaseñor',
  'Ordóñez',
  'Roldán',
  'Carrión',
  'Montaño',
  'Espíndola',
  'Téllez',
  'Ocaña',
  'Mejía',
  'Arámbula',
  'Valdés',
  'Salazar',
  'Treviño',
  'Urías',
] as const;

/** The full name of client number `n` (0-based): first name, and two surnames. */
export function nameOf(n: number): { firstName: string; lastName: string } {
  const first = FIRST[n % FIRST.length] as string;
  const last1 = LAST[Math.floor(n / FIRST.length) % LAST.length] as string;
  const last2 = LAST[Math.floor(n / (FIRST.length * LAST.length)) % LAST.length] as string;
  return { firstName: first, lastName: `${last1} ${last2}` };
}

/** The name of client `n` as a person types it into the search box: no accents, lower case. */
export function typedName(n: number): string {
  const { firstName, lastName } = nameOf(n);
  return foldForSearch(`${firstName} ${lastName}`);
}

const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length] as T;

/** The username of generated client `n` (letters and digits only). */
export const clientUsername = (n: number) => `escala${n}`;

/** A valid registration of client `n`: its name, and the case's facts varied by the number. */
export function clientRegistration(n: number, fraudDate: string): ClientRegistrationInput {
  const username = clientUsername(n);
  const amount = 1_000 + ((n * 7_919) % 900_000);
  return {
    username,
    password: DEFAULT_PASSWORD,
    email: `${username}@correo-pruebas.mx`,
    ...nameOf(n),
    phone: `+52 55 ${String(1000 + (n % 9000))} ${String(1000 + ((n * 13) % 9000))}`,
    country: pick(countries, n),
    city: pick(['Guadalajara', 'Monterrey', 'Ciudad de México', 'Puebla', 'Mérida', 'León'], n),
    fraudType: pick(registrationFraudTypes, n),
    lossAmount: `${amount}.${String(n % 100).padStart(2, '0')}`,
    currency: pick(currencies, n),
    fraudDate,
    platform: pick(['FX Global Markets', 'CryptoMax Inversiones', 'Binaria Pro', 'Afore Segura'], n),
    description:
      'Un asesor me convenció por teléfono de invertir; tras varios depósitos la plataforma bloqueó mi cuenta y dejó de responder.',
    evidence: 'Comprobantes de transferencia y capturas del chat.',
    previousAttempts: 'Reclamación ante mi banco.',
    preferredContact: pick(['email', 'phone', 'whatsapp'] as const, n),
    urgencyLevel: pick(urgencyLevels, n),
    privacy: privacyConsent(),
  };
}

/** The username of generated agent `n` (the demo agent is not one of them). */
export const agentUsername = (n: number) => `agenteescala${n}`;
