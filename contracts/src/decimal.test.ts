import { multiplyDecimal } from './decimal.js';

describe('multiplyDecimal (the home converts to pesos at a configured rate)', () => {
  it('multiplies exactly and rounds half up to the cent', () => {
    expect(multiplyDecimal('25000.50', '17.1234')).toBe('428093.56');
    expect(multiplyDecimal('100', '17.1234')).toBe('1712.34');
    // 0.01 × 0.5 = 0.005: half a cent goes up.
    expect(multiplyDecimal('0.01', '0.5')).toBe('0.01');
    expect(multiplyDecimal('0.01', '0.4999')).toBe('0.00');
    expect(multiplyDecimal('0', '20')).toBe('0.00');
    // A sum no float could carry: 10^12 × 19.999999.
    expect(multiplyDecimal('1000000000000', '19.999999')).toBe('19999999000000.00');
  });
});
