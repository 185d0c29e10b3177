import { describe, expect, it } from '@jest/globals';
import { appCodeError, appCodeOf } from './second-factor-code';

describe("an authenticator app's code as typed", () => {
  it('is sent without the spaces a person may type', () => {
    expect(appCodeOf(' 123 456 ')).toBe('123456');
  });

  it('must be there, and be six digits', () => {
    expect(appCodeError('')).toBe('Escriba el código de verificación');
    expect(appCodeError('   ')).toBe('Escriba el código de verificación');
    expect(appCodeError('12345')).toBe('El código de verificación tiene 6 dígitos');
    expect(appCodeError('1234567')).toBe('El código de verificación tiene 6 dígitos');
    expect(appCodeError('12345a')).toBe('El código de verificación tiene 6 dígitos');
    expect(appCodeError('123 456')).toBeUndefined();
    expect(appCodeError('000000')).toBeUndefined();
  });
});
