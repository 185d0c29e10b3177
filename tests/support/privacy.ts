import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDataDir } from './portal.js';

/** A firm's privacy notice as an operator writes it in FIRM_CONFIG, with two voluntary purposes. */
export const privacyConfig = {
  legalName: 'Despacho Ejemplo Recuperaciones, S.C.',
  address: 'Av. Paseo de la Reforma 250, piso 8, Col. Juárez, Ciudad de México, C.P. 06600',
  contact: {
    officer: 'Lic. Laura Gómez Arriaga',
    email: 'privacidad@despacho-ejemplo.mx',
    phone: '+52 55 5000 1234',
  },
  updatedOn: '2026-11-01',
  retention: { months: 60, text: 'Cinco años después de concluido el servicio, por obligaciones fiscales.' },
  voluntaryPurposes: [
    { key: 'boletin', text: 'Enviarle nuestro boletín con alertas de fraudes nuevos.' },
    { key: 'encuestas', text: 'Invitarle a encuestas sobre la calidad del servicio.' },
  ],
};

/** Writes a FIRM_CONFIG file with that notice (changed by `privacy`) in a folder of its own; returns its path. */
export function firmConfigWithPrivacy(privacy: Partial<typeof privacyConfig> = {}): string {
  const file = join(tempDataDir('privacy-config-'), 'firm.json');
  writeFileSync(file, JSON.stringify({ privacy: { ...privacyConfig, ...privacy } }));
  return file;
}
