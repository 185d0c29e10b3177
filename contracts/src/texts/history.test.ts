import { documentEvents } from '../events/case-document.js';
import { clientEvents } from '../events/client.js';
import { fraudCaseEvents } from '../events/fraud-case.js';
import { fraudCaseReviewEvents } from '../events/fraud-case-review.js';
import { privacyAccessEvents } from '../events/privacy-request.js';
import { recoveryEvents } from '../events/recovery-process.js';
import { historyAmountText, historyEventLabels, historyMomentText, historyValueText } from './history.js';

describe('historyEventLabels', () => {
  it("names every event of a case's streams in Spanish (a new one without a label would show its code)", () => {
    const caseStreams = [
      clientEvents,
      fraudCaseEvents,
      fraudCaseReviewEvents,
      recoveryEvents,
      documentEvents,
      privacyAccessEvents,
    ];
    const unlabelled = caseStreams
      .flatMap((events) => Object.keys(events))
      .filter((type) => !historyEventLabels[type as keyof typeof historyEventLabels]);
    expect(unlabelled).toEqual([]);
  });
});

describe('historyValueText (a value of a case history, as compliance reads it)', () => {
  it('shows the Spanish label of an enumeration key, never the key', () => {
    expect(historyValueText('critical', '', 'urgencyLevel')).toBe('Crítico');
    expect(historyValueText('premium', '', 'plan')).toBe('Plan Premium');
    expect(historyValueText(true, '', 'isProcessed')).toBe('Sí');
    expect(historyValueText('mexico', '', 'country')).toBe('México');
    expect(historyValueText('dashboard', '', 'surface')).toBe('Panel del cliente');
    expect(historyValueText('agent', '', 'commentType')).toBe('Agente');
    expect(historyValueText('officialId', '', 'documentKey')).toBe('Identificación oficial');
    expect(historyValueText('application/pdf', '', 'contentType')).toBe('PDF');
  });

  it('writes moments in Mexico City time with the zone said, and days as days', () => {
    expect(historyValueText('2026-11-20T15:30:00.000Z', '', 'registeredAt')).toBe(
      '20 nov 2026, 09:30 (hora de la Ciudad de México)',
    );
    expect(historyMomentText('2026-01-01T05:59:00Z')).toBe(
      '31 dic 2025, 23:59 (hora de la Ciudad de México)',
    );
    expect(historyValueText('2026-09-15', '', 'fraudDate')).toBe('15 sep 2026');
  });

  it('writes amounts with their currency', () => {
    expect(historyValueText('25000.50', '', 'lossAmount', { currency: 'MXN' })).toBe('$25,000.50');
    expect(historyValueText('1200', '', 'recoveredAmount', { currency: 'USD' })).toBe('USD\u00a01,200.00');
    expect(historyAmountText('0.5', 'BTC')).toBe('0.5 BTC');
    expect(historyAmountText('30000')).toBe('30,000');
  });

  it('writes the phases, the required documents and the accepted terms as sentences, never JSON', () => {
    const phases = [
      {
        phaseKey: 'analysis',
        status: 'in_progress',
        responsibleKind: 'analysisTeam',
        startedAt: null,
        completedAt: null,
      },
      {
        phaseKey: 'forensic',
        status: 'pending',
        responsibleKind: 'assignedAgent',
        startedAt: null,
        completedAt: null,
      },
    ];
    expect(historyValueText(phases, '', 'phases')).toBe(
      'Análisis del caso (en progreso); Investigación forense (pendiente)',
    );
    expect(
      historyValueText(
        [
          { documentKey: 'officialId', required: true },
          { documentKey: 'policeReport', required: false },
        ],
        '',
        'requiredDocuments',
      ),
    ).toBe('Identificación oficial (obligatorio); Denuncia ante autoridades (opcional)');
    expect(
      historyValueText(
        { feePercent: 25, timeframe: '4-5 meses', documents: ['INE', 'Estados de cuenta'] },
        '',
        'terms',
      ),
    ).toBe('Honorarios: 25 %; Plazo: 4-5 meses; Documentos: INE, Estados de cuenta');
    expect(historyValueText(['Presentar la denuncia', 'Llamar al banco'], '', 'nextSteps')).toBe(
      'Presentar la denuncia; Llamar al banco',
    );
  });

  it('shows other values as they are, and nothing as the given empty text', () => {
    expect(historyValueText('Guadalajara', '', 'city')).toBe('Guadalajara');
    expect(historyValueText(null, '(vacío)', 'address')).toBe('(vacío)');
    expect(historyValueText('desconocido', '', 'urgencyLevel')).toBe('desconocido');
    expect(historyValueText([], '(vacío)', 'nextSteps')).toBe('(vacío)');
  });
});
