import { countryLabel, countryLabels, labelOf } from './enums.js';
import { historyValueText } from './texts/history.js';

/** Stored or sent texts that name Object.prototype's members: never a label, never a crash. */
const prototypeNames = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];

describe('label lookups by a text from outside', () => {
  it("finds a map's own keys only", () => {
    expect(labelOf(countryLabels, 'spain')).toBe('España');
    for (const name of prototypeNames) expect(labelOf(countryLabels, name)).toBeUndefined();
  });

  it("shows a country's Spanish name, and a stored value that is no key as it is", () => {
    expect(countryLabel('mexico')).toBe('México');
    expect(countryLabel('other')).toBe('Otro');
    // Free text a client typed before the country became a key of the list.
    expect(countryLabel('Guatemala')).toBe('Guatemala');
    expect(prototypeNames.map(countryLabel)).toEqual(prototypeNames);
  });

  it('writes a history value named like a prototype member as it was stored, in any field', () => {
    expect(historyValueText('__proto__', '', 'country')).toBe('__proto__');
    expect(historyValueText('constructor', '', 'urgencyLevel')).toBe('constructor');
    expect(historyValueText('mexico', '', 'country')).toBe('México');
    expect(historyValueText('Puebla', '', 'constructor')).toBe('Puebla');
    expect(historyValueText('Puebla', '', '__proto__')).toBe('Puebla');
  });
});
