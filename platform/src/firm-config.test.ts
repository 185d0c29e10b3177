import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firmTermsOf, loadFirmConfig, privacyNoticeOf } from './firm-config.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'firm-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (content: string) => {
  writeFileSync(join(dir, 'firm.json'), content);
  return 'firm.json';
};

describe('the firm configuration file (FIRM_CONFIG)', () => {
  it('is nothing when unset: no plans outside demo mode, the spec’s three in demo mode', () => {
    expect(loadFirmConfig(undefined, dir)).toEqual({});
    expect(firmTermsOf({}, false)).toEqual({ plans: [], exchangeRates: {} });
    expect(firmTermsOf({}, true).plans.map((p) => [p.key, p.feePercent, p.timeframe, p.recommended])).toEqual(
      [
        ['standard', 25, '4-5 meses', false],
        ['express', 30, '2-3 meses', true],
        ['premium', 20, '6-8 meses', false],
      ],
    );
  });

  it('reads registrations, certifications, rates and plans; configured plans replace the demo ones', () => {
    const file = write(
      JSON.stringify({
        emergencyPhone: '+52 55 0000 0000',
        registrations: [{ label: 'Cédula profesional', number: '1234567' }],
        certifications: [{ name: 'Registro de prueba', verifyUrl: 'https://registro.example.mx/1234567' }],
        exchangeRates: { USD: { mxn: '17.1234', asOf: '2026-11-20' } },
        plans: [
          {
            key: 'premium',
            title: 'Plan Único',
            feePercent: 22,
            timeframe: '6 meses',
            costText: '22% de lo recuperado',
            description: '',
            features: [],
            documents: ['Identificación'],
            steps: [],
            recommended: true,
          },
        ],
      }),
    );
    const config = loadFirmConfig(file, dir);
    expect(config.registrations).toEqual([{ label: 'Cédula profesional', number: '1234567' }]);
    const terms = firmTermsOf(config, true);
    expect(terms.plans.map((p) => p.key)).toEqual(['premium']);
    expect(terms.exchangeRates).toEqual({ USD: { mxn: '17.1234', asOf: '2026-11-20' } });
  });

  it('stops the start on a file that cannot be read or holds what the firm cannot have meant, naming the field', () => {
    expect(() => loadFirmConfig('missing.json', dir)).toThrow(/cannot be read as JSON/);
    expect(() => loadFirmConfig(write('{ "plans": '), dir)).toThrow(/cannot be read as JSON/);
    expect(() =>
      loadFirmConfig(
        write(JSON.stringify({ certifications: [{ name: 'ISO', verifyUrl: 'http://x.example' }] })),
        dir,
      ),
    ).toThrow(/certifications\.0\.verifyUrl/);
    expect(() => loadFirmConfig(write(JSON.stringify({ successRate: '87%' })), dir)).toThrow(/is not valid/);
    expect(() =>
      loadFirmConfig(
        write(JSON.stringify({ exchangeRates: { USD: { mxn: '17,10', asOf: '2026-11-20' } } })),
        dir,
      ),
    ).toThrow(/exchangeRates\.USD\.mxn/);
  });

  it('reads the privacy notice: its version from updatedOn, the domicile from SITE_ADDRESS when left out', () => {
    expect(privacyNoticeOf({}, 'Calle 1, CDMX')).toEqual({ version: 'sin-publicar.1', published: null });
    const privacy = {
      legalName: 'Despacho Ejemplo, S.C.',
      contact: { email: 'privacidad@despacho.mx' },
      updatedOn: '2026-11-01',
      retention: { months: 60 },
    };
    const config = loadFirmConfig(write(JSON.stringify({ privacy })), dir);
    expect(privacyNoticeOf(config, 'Av. Reforma 250, CDMX')).toEqual({
      version: '2026-11-01.1',
      published: {
        legalName: 'Despacho Ejemplo, S.C.',
        address: 'Av. Reforma 250, CDMX',
        contact: { officer: null, email: 'privacidad@despacho.mx', phone: null, address: null },
        updatedOn: '2026-11-01',
        retention: { months: 60, text: null },
        voluntaryPurposes: [],
      },
    });
    expect(() => privacyNoticeOf(config, null)).toThrow(/privacy\.address/);
  });

  it('refuses a privacy notice the firm cannot have meant, naming the field', () => {
    const notice = (privacy: object) => write(JSON.stringify({ privacy }));
    const base = {
      legalName: 'D, S.C.',
      contact: { phone: '55 5000 1234' },
      updatedOn: '2026-11-01',
      retention: { text: 'Cinco años.' },
    };
    expect(() => loadFirmConfig(notice({ ...base, contact: { officer: 'Lic. Gómez' } }), dir)).toThrow(
      /privacy\.contact/,
    );
    expect(() => loadFirmConfig(notice({ ...base, updatedOn: '2026-02-30' }), dir)).toThrow(
      /privacy\.updatedOn/,
    );
    expect(() => loadFirmConfig(notice({ ...base, retention: {} }), dir)).toThrow(/privacy\.retention/);
    expect(() =>
      loadFirmConfig(
        notice({
          ...base,
          voluntaryPurposes: [
            { key: 'boletin', text: 'Boletín' },
            { key: 'boletin', text: 'Otro' },
          ],
        }),
        dir,
      ),
    ).toThrow(/privacy\.voluntaryPurposes/);
    expect(() =>
      loadFirmConfig(notice({ ...base, voluntaryPurposes: [{ key: 'Boletín', text: 'Boletín' }] }), dir),
    ).toThrow(/privacy\.voluntaryPurposes\.0\.key/);
  });
});
