import { LoginThrottle } from './throttle.js';

const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

describe('login throttle', () => {
  it('refuses an account after its limit of failures within the window, then lets it try again', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 3; i++) expect(t.attempt('ana', '1.1.1.1', 1000 + i)).toBe(true);
    expect(t.attempt('ana', '2.2.2.2', 2000)).toBe(false);
    expect(t.attempt('ana', '2.2.2.2', 61_001)).toBe(true);
  });

  it('counts attempts before they are decided, so parallel guesses are limited too', () => {
    const t = new LoginThrottle(limits);
    const started = Array.from({ length: 10 }, () => t.attempt('ana', '1.1.1.1', 1000));
    expect(started.filter(Boolean)).toHaveLength(3);
  });

  it('refuses an address that tries many accounts', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 5; i++) expect(t.attempt(`user${i}`, '9.9.9.9', 1000)).toBe(true);
    expect(t.attempt('someone', '9.9.9.9', 1000)).toBe(false);
    expect(t.attempt('someone', '8.8.8.8', 1000)).toBe(true);
  });

  it('forgives the account and the attempt on success', () => {
    const t = new LoginThrottle(limits);
    t.attempt('ana', '1.1.1.1', 1000);
    t.attempt('ana', '1.1.1.1', 1000);
    t.attempt('ana', '1.1.1.1', 1000);
    t.succeed('ana', '1.1.1.1');
    for (let i = 0; i < 3; i++) expect(t.attempt('ana', '1.1.1.1', 1000)).toBe(true);
  });
});
