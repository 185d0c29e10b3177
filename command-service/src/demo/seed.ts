import type { ClientRegistration } from '@portal/contracts';
import { assignClient } from '../agent/assign-client.js';
import { createAgent } from '../agent/create-agent.js';
import type { CommandMeta } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import { registerClient } from '../registration/register-client.js';
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

/** Fixed data: the seed's idempotency fingerprint must be the same on every start, on any day. */
const demoCase = (): ClientRegistration => {
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
  await createStaffUser(deps, meta('superadmin'), { ...demoAccounts.superadmin, role: 'superadmin' });
  await createStaffUser(deps, meta('admin'), { ...demoAccounts.admin, role: 'admin' });
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
}
