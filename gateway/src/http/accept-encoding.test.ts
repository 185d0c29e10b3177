import { pickCoding } from './accept-encoding.js';

const both = ['br', 'gzip'] as const;

describe('pickCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['br', ['gzip'] as const, 'identity'],
    ['gzip, br', ['gzip'] as const, 'gzip'],
    [undefined, both, 'identity'],
    ['', both, 'identity'],
    ['identity', both, 'identity'],
    ['deflate', both, 'identity'],
    ['br;q=0, gzip', both, 'gzip'],
    ['BR;Q=0.5, GZIP;Q=0.8', both, 'gzip'],
    ['gzip;q=0.2, br;q=0.9', both, 'br'],
    ['br;q=0.5, identity;q=1', both, 'identity'],
    ['br;q=1, identity;q=1', both, 'br'],
    ['*', both, 'br'],
    ['*;q=0.5, br;q=0', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, 'identity'],
    ['br;q=0, gzip;q=0, identity;q=0', both, 'identity'],
    ['br;q=abc, gzip;q=0.1', both, 'gzip'],
    ['gzip, br', [] as const, 'identity'],
  ])('Accept-Encoding %p with %p available gives %p', (header, available, expected) => {
    expect(pickCoding(header, available)).toBe(expected);
  });
});
