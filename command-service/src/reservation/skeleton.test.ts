import { skeleton, usernameKey } from './skeleton.js';

describe('confusable skeleton (Unicode TR39)', () => {
  it('gives look-alikes in other scripts the skeleton of the Latin name', () => {
    expect(skeleton('admin')).toBe('adrnin');
    expect(skeleton('\u0430dmin')).toBe('adrnin'); // Cyrillic а
    expect(skeleton('\u0455uperadmin')).toBe('superadrnin'); // Cyrillic ѕ
    expect(skeleton('adrnin')).toBe('adrnin');
  });

  it('keeps names that look different apart', () => {
    expect(skeleton('ana')).not.toBe(skeleton('ada'));
    expect(skeleton('cliente')).toBe('cliente');
  });

  it('keys a username on the skeleton of its normalized form (NFKC, lower case, trimmed)', () => {
    expect(usernameKey('\uff41\uff44\uff4d\uff49\uff4e')).toBe('adrnin'); // full width ａｄｍｉｎ
    expect(usernameKey(' Admin ')).toBe('adrnin');
    expect(usernameKey('JOSÉ.PEÑA')).toBe(usernameKey('jose\u0301.pen\u0303a'));
  });
});
