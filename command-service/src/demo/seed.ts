import { assignClient } from '../agent/assign-client.js';
import { createAgent } from '../agent/create-agent.js';
import type { CommandMeta } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import { consentOf, currentNotice, giveConsent } from '../privacy-consent/give-consent.js';
import { type RegistrationInput, registerClient } from '../registration/register-client.js';
import { enrolSecondFactor, secondFactorOf } from '../second-factor/enrol-factor.js';
import { totpCodeAt } from '../second-factor/totp.js';
import { createStaffUser } from '../user/create-staff-user.js';

/**
 * Demo mode: the four demo accounts, created through the same commands as real ones. Every id and event id
 * derives from a fixed seed, so seeding again after a restart changes nothing.
 */
export const demoAccounts = {
  superadmin: {
    username: 'superadmin',
    password: 'Demo-Super-2026',
    fullName: 'Sofía Ramírez Ortega',
    email: 'superadmin@demo.portal.mx',
  },
  admin: {
    username: 'admin',
    password: 'Demo-Admin-2026',
    fullName: 'Carlos Mendoza Ruiz',
    email: 'admin@demo.portal.mx',
  },
  agent: {
    username: 'agente',
    password: 'Demo-Agente-2026',
    fullName: 'Lic. Ana Torres Villalobos',
    email: 'agente@demo.portal.mx',
  },
  client: {
    username: 'cliente',
    password: 'Demo-Cliente-2026',
    fullName: 'María González Herrera',
    email: 'cliente@demo.portal.mx',
  },
} as const;

/**
 * The demo staff's TOTP secrets (base32; RFC 6238 defaults, so any authenticator app reads them),
 * published in the README beside their passwords so that a person trying the demo, and any test, can compute
 * the codes. Agents and clients have none (they may turn one on).
 */
export const demoSecondFactors = {
  superadmin: 'ZFIEWXL4JN4ZQQ3BUKBNTDEK7C4GJAO2',
  admin: 'KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG',
} as const;

/** Fixed data: the seed's idempotency fingerprint must be the same on every start, on any day. */
const demoCase = (): RegistrationInput => {
  const fraudDate = '2026-09-15';
  return {
    username: demoAccounts.client.username,
    password: demoAccounts.client.password,
    email: demoAccounts.client.email,
    firstName: 'María',
    lastName: 'González Herrera',
    phone: '+52 55 1234 5678',
    country: 'mexico',
    city: 'Guadalajara',
    fraudType: 'cryptocurrency',
    lossAmount: '185000.00',
    currency: 'MXN',
    fraudDate,
    platform: 'CryptoMax Inversiones',
    description:
      'Me contactaron por WhatsApp ofreciendo rendimientos del 20% mensual en criptomonedas. Deposité en tres transferencias y cuando quise retirar me pidieron comisiones adicionales y bloquearon mi cuenta.',
    evidence: 'Capturas de las conversaciones y comprobantes de las tres transferencias SPEI.',
    previousAttempts: 'Reporté la cuenta a mi banco sin resultado.',
    preferredContact: 'whatsapp',
    urgencyLevel: 'high',
  };
};

export async function seedDemo(deps: CommandDeps, now = new Date()): Promise<void> {
  const meta = (seed: string): CommandMeta => ({
    actorId: null,
    actorRole: 'system',
    correlationId: `demo-seed:${seed}`,
    now,
    eventIdSeed: `demo:${seed}`,
  });
  const superadmin = await createStaffUser(deps, meta('superadmin'), {
    ...demoAccounts.superadmin,
    role: 'superadmin',
  });
  const admin = await createStaffUser(deps, meta('admin'), { ...demoAccounts.admin, role: 'admin' });
  // Enrolled with their published secrets, the way a person enrols (a current code); again after a reset.
  for (const [who, userId] of [
    ['superadmin', superadmin.userId],
    ['admin', admin.userId],
  ] as const) {
    if ((await secondFactorOf(deps, userId)).enrolled) continue;
    const secret = demoSecondFactors[who];
    await enrolSecondFactor(deps, meta(`${who}-second-factor`), {
      userId,
      secret,
      code: totpCodeAt(secret, now),
    });
  }
  const agent = await createAgent(deps, meta('agent'), {
    ...demoAccounts.agent,
    licenseNumber: 'CED-8841235',
    specialization: 'Fraude con criptomonedas',
    phoneNumber: '+52 55 8765 4321',
    extension: '204',
    maxClients: 25,
  });
  const registered = await registerClient(deps, demoCase(), {
    actor: null,
    idempotencyKey: 'demo-client',
    correlationId: 'demo-seed:client',
    now,
  });
  const { clientId } = registered.result;
  await assignClient(deps, meta('assignment'), { clientId, agentId: agent.agentId });
  // The demo agent and client accept the privacy notice in force (no voluntary purpose) when they have
  // accepted none: a first seed, or a data folder from before the notice. Apart from the registration, whose
  // Idempotency-Key fingerprint must stay the same on every start; a later notice asks them again, as anyone.
  for (const [who, userId] of [
    ['agent', agent.userId],
    ['client', registered.result.userId],
  ] as const) {
    if ((await consentOf(deps, userId)).inForce) continue;
    await giveConsent(deps, meta(`${who}-privacy-consent`), {
      userId,
      applicationId: null,
      channel: 'registration',
      choice: { noticeVersion: currentNotice(deps).version, financialData: true, purposes: [] },
    });
  }
}
