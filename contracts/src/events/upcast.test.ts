import { parseEvent, readEvent } from './index.js';

/** A RecoveryProcessOpened exactly as the portal's first version stored it (tests/fixtures/data-v1, position 35). */
const storedV1 = () => ({
  processId: 'ef7b3d89-6847-5112-aa96-a912dbdb86ac',
  caseId: 'cd18df18-29c2-5b98-9d88-3eceb41f0608',
  clientId: '5629f1cf-314c-52f7-ba24-37586f7b699f',
  userId: '809e60fa-662d-553f-a5f4-d4142b49c06b',
  caseNumber: 'EXP-2026-98158780',
  priority: 'high',
  originalAmount: '25000.50',
  currency: 'USD',
  phases: [
    {
      id: 'analysis',
      name: 'Análisis del caso',
      description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
      status: 'in_progress',
      responsible: 'Equipo de análisis de casos',
      startedAt: '2026-11-22T03:08:24.597Z',
      completedAt: null,
      estimatedDays: '3-5 días',
    },
    {
      id: 'forensic',
      name: 'Investigación forense',
      description: 'Rastreo de los fondos y de las cuentas que los recibieron.',
      status: 'pending',
      responsible: 'Agente asignado',
      startedAt: null,
      completedAt: null,
      estimatedDays: '10-15 días',
    },
  ],
  requiredDocuments: [
    { name: 'Identificación oficial', description: 'INE o pasaporte vigente.', required: true },
    {
      name: 'Denuncia ante autoridades',
      description: 'Si ya presentó una denuncia, su acuse.',
      required: false,
    },
  ],
});

describe('RecoveryProcessOpened v1 → v2', () => {
  it('turns the stored texts into keys and keeps ids, statuses, dates and amounts', () => {
    expect(parseEvent('RecoveryProcessOpened', storedV1(), 1)).toEqual({
      type: 'RecoveryProcessOpened',
      data: {
        processId: 'ef7b3d89-6847-5112-aa96-a912dbdb86ac',
        caseId: 'cd18df18-29c2-5b98-9d88-3eceb41f0608',
        clientId: '5629f1cf-314c-52f7-ba24-37586f7b699f',
        userId: '809e60fa-662d-553f-a5f4-d4142b49c06b',
        caseNumber: 'EXP-2026-98158780',
        priority: 'high',
        originalAmount: '25000.50',
        currency: 'USD',
        phases: [
          {
            phaseKey: 'analysis',
            status: 'in_progress',
            responsibleKind: 'analysisTeam',
            startedAt: '2026-11-22T03:08:24.597Z',
            completedAt: null,
          },
          {
            phaseKey: 'forensic',
            status: 'pending',
            responsibleKind: 'assignedAgent',
            startedAt: null,
            completedAt: null,
          },
        ],
        requiredDocuments: [
          { documentKey: 'officialId', required: true },
          { documentKey: 'policeReport', required: false },
        ],
      },
    });
  });

  it('refuses a value v1 never wrote instead of guessing, and names it', () => {
    const v1 = storedV1();
    const unknownPhase = {
      ...v1,
      phases: v1.phases.map((p, i) => (i === 1 ? { ...p, id: 'mediation' } : p)),
    };
    expect(readEvent('RecoveryProcessOpened', unknownPhase, 1)).toEqual({
      ok: false,
      reason: 'RecoveryProcessOpened v1: unknown phase id "mediation"',
    });
    const unknownDocument = storedV1();
    unknownDocument.requiredDocuments.push({ name: 'Carta poder', description: '', required: true });
    expect(readEvent('RecoveryProcessOpened', unknownDocument, 1)).toEqual({
      ok: false,
      reason: 'RecoveryProcessOpened v1: unknown document name "Carta poder"',
    });
    const unknownResponsible = {
      ...v1,
      phases: v1.phases.map((p, i) => (i === 0 ? { ...p, responsible: 'Equipo' } : p)),
    };
    expect(parseEvent('RecoveryProcessOpened', unknownResponsible, 1)).toBeNull();
  });

  it('reads v2 data as it is, and v1 data claimed as v2 not at all', () => {
    const v2 = parseEvent('RecoveryProcessOpened', storedV1(), 1)?.data;
    expect(parseEvent('RecoveryProcessOpened', v2, 2)?.data).toEqual(v2);
    expect(parseEvent('RecoveryProcessOpened', v2)?.data).toEqual(v2);
    expect(parseEvent('RecoveryProcessOpened', storedV1(), 2)).toBeNull();
  });

  it('does not read a version newer than the code, nor an unknown type', () => {
    expect(readEvent('RecoveryProcessOpened', storedV1(), 3)).toEqual({
      ok: false,
      reason: 'RecoveryProcessOpened v3 is newer than this code knows (v2)',
    });
    expect(readEvent('CaseTeleported', {}, 1)).toEqual({
      ok: false,
      reason: 'unknown event type CaseTeleported',
    });
  });
});

describe('ClientServicePlanChosen v1 → v2', () => {
  const v1 = { clientId: 'cl1', userId: 'u1', plan: 'premium' };

  it('keeps the choice and records no terms nor acceptance: none were asked then', () => {
    expect(parseEvent('ClientServicePlanChosen', v1, 1)).toEqual({
      type: 'ClientServicePlanChosen',
      data: { clientId: 'cl1', userId: 'u1', plan: 'premium', terms: null, acceptedAt: null },
    });
  });

  it('reads v2 with its terms as stored, and refuses v1 data claimed as v2', () => {
    const v2 = {
      ...v1,
      terms: { feePercent: 20, timeframe: '6-8 meses', documents: ['Identificación oficial'] },
      acceptedAt: '2026-11-25T16:30:00.000Z',
    };
    expect(parseEvent('ClientServicePlanChosen', v2, 2)?.data).toEqual(v2);
    expect(parseEvent('ClientServicePlanChosen', v1, 2)).toBeNull();
    expect(parseEvent('ClientServicePlanChosen', { ...v1, plan: 'oro' }, 1)).toBeNull();
  });
});
