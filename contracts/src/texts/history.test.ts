import { historyValueText } from './history.js';

describe('historyValueText (a value of a case history, as compliance reads it)', () => {
  it('labels the keys of an enumeration and keeps the stored key beside the words', () => {
    expect(historyValueText('critical', '', 'urgencyLevel')).toBe('Crítico (critical)');
    expect(historyValueText('premium', '', 'plan')).toBe('Plan Premium (premium)');
    expect(historyValueText(true, '', 'isProcessed')).toBe('Sí (true)');
  });

  it('shows other values as they are, lists as JSON, and nothing as the given empty text', () => {
    expect(historyValueText('25000.50', '', 'lossAmount')).toBe('25000.50');
    expect(historyValueText(['Presentar la denuncia'], '', 'nextSteps')).toBe('["Presentar la denuncia"]');
    expect(historyValueText(null, '(vacío)', 'address')).toBe('(vacío)');
    expect(historyValueText('desconocido', '', 'urgencyLevel')).toBe('desconocido');
  });
});
