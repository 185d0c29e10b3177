import { historyQuerySchema } from './history.js';
import { newsQuerySchema } from './public.js';
import { indicatorInputSchema, newsInputSchema } from './site-content.js';
import { agentCreationSchema, agentUpdateSchema, listQuerySchema } from './staff.js';

/** The first message of a refused field, or 'ok' with the parsed value. */
function outcome(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      data?: unknown;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
  field: string,
) {
  const result = schema.safeParse(input);
  if (result.success) return ['ok', (result.data as Record<string, unknown>)[field]];
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return ['refused', issue?.message];
}

const agentEdit = {
  availability: 'available',
  phoneNumber: '+52 55 1234 5678',
  extension: '',
  specialization: 'Recuperación de Capital',
};
const refusal = 'El máximo de clientes debe ser un número entero entre 1 y 500';

describe("an agent's maximum of clients", () => {
  it.each([
    [25, ['ok', 25]],
    ['25', ['ok', 25]],
    [' 40 ', ['ok', 40]],
    [1, ['ok', 1]],
    [500, ['ok', 500]],
    ['500', ['ok', 500]],
    [true, ['refused', refusal]],
    [false, ['refused', refusal]],
    ['0x10', ['refused', refusal]],
    ['1e2', ['refused', refusal]],
    ['2.5', ['refused', refusal]],
    [2.5, ['refused', refusal]],
    ['', ['refused', refusal]],
    ['   ', ['refused', refusal]],
    ['-3', ['refused', refusal]],
    [0, ['refused', refusal]],
    [501, ['refused', refusal]],
    ['501', ['refused', refusal]],
    [null, ['refused', refusal]],
    [[7], ['refused', refusal]],
    [{}, ['refused', refusal]],
  ])('edit: %j → %j', (maxClients, expected) => {
    expect(outcome(agentUpdateSchema, { ...agentEdit, maxClients }, 'maxClients')).toEqual(expected);
  });

  it('is 25 when an agent is created without one, and refuses the same values there', () => {
    const agent = {
      username: 'lic.torres',
      email: 'torres@despacho.mx',
      fullName: 'Ana Torres',
      password: 'Clave-Segura-2026',
      licenseNumber: 'CED-12345',
      phoneNumber: '+52 55 1234 5678',
    };
    expect(outcome(agentCreationSchema, agent, 'maxClients')).toEqual(['ok', 25]);
    expect(outcome(agentCreationSchema, { ...agent, maxClients: '30' }, 'maxClients')).toEqual(['ok', 30]);
    expect(outcome(agentCreationSchema, { ...agent, maxClients: true }, 'maxClients')).toEqual([
      'refused',
      refusal,
    ]);
    expect(outcome(agentCreationSchema, { ...agent, maxClients: '0x10' }, 'maxClients')).toEqual([
      'refused',
      refusal,
    ]);
  });
});

describe('indicator and news dates', () => {
  const tooOld = 'La fecha no puede ser anterior al 1 de enero de 1900';
  const invalid = 'Escriba una fecha válida (AAAA-MM-DD)';
  it.each([
    ['2026-11-20', ['ok', '2026-11-20']],
    ['1900-01-01', ['ok', '1900-01-01']],
    ['2024-02-29', ['ok', '2024-02-29']],
    ['1899-12-31', ['refused', tooOld]],
    ['0000-01-01', ['refused', tooOld]],
    ['0001-06-15', ['refused', tooOld]],
    ['2026-02-30', ['refused', invalid]],
    ['2025-02-29', ['refused', invalid]],
    ['2026-13-01', ['refused', invalid]],
    ['26-11-20', ['refused', invalid]],
    ['+02026-11-20', ['refused', invalid]],
    ['', ['refused', invalid]],
  ])('indicator date %j → %j', (date, expected) => {
    expect(outcome(indicatorInputSchema, { name: 'Tipo de cambio', value: '17.10', date }, 'date')).toEqual(
      expected,
    );
  });

  it('refuses a news article dated before 1900 the same way', () => {
    const article = {
      title: 'Fraudes con criptomonedas',
      excerpt: 'Cómo reconocer una plataforma falsa.',
      status: 'draft',
    };
    expect(outcome(newsInputSchema, { ...article, publishDate: '0000-01-01' }, 'publishDate')).toEqual([
      'refused',
      tooOld,
    ]);
    expect(outcome(newsInputSchema, { ...article, publishDate: '2027-01-15' }, 'publishDate')).toEqual([
      'ok',
      '2027-01-15',
    ]);
  });
});

describe('paging numbers in a query string are digits only', () => {
  const listPage = 'La página pedida no es válida: use números enteros (límite de 1 a 500).';
  it.each([
    [{ limit: '25', offset: '50' }, 'limit', ['ok', 25]],
    [{ limit: '25', offset: '50' }, 'offset', ['ok', 50]],
    [{ limit: '0x10' }, 'limit', ['refused', listPage]],
    [{ limit: '1e2' }, 'limit', ['refused', listPage]],
    [{ limit: '' }, 'limit', ['refused', listPage]],
    [{ limit: '501' }, 'limit', ['refused', listPage]],
    [{ offset: '-1' }, 'offset', ['refused', listPage]],
    [{ offset: '0x0' }, 'offset', ['refused', listPage]],
    [{ offset: 'constructor' }, 'offset', ['refused', listPage]],
  ])('list %j: %s → %j', (query, field, expected) => {
    expect(outcome(listQuerySchema, query, field)).toEqual(expected);
  });

  it('reads the history and news paging the same way', () => {
    expect(outcome(historyQuerySchema, {}, 'limit')).toEqual(['ok', 100]);
    expect(outcome(historyQuerySchema, { offset: '1e3' }, 'offset')).toEqual([
      'refused',
      'El desplazamiento debe ser un número entero desde 0',
    ]);
    expect(outcome(historyQuerySchema, { limit: '0x10' }, 'limit')).toEqual([
      'refused',
      'El límite debe ser un número entero de 1 a 500',
    ]);
    expect(outcome(newsQuerySchema, {}, 'limit')).toEqual(['ok', 3]);
    expect(outcome(newsQuerySchema, { limit: '50' }, 'limit')).toEqual(['ok', 20]);
    expect(outcome(newsQuerySchema, { limit: '0x10' }, 'limit')[0]).toBe('refused');
  });
});
