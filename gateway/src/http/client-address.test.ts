import type { Context } from 'koa';
import { clientAddressOf, throttleKeyOf } from './client-address.js';

const request = (peer: string, forwardedFor?: string) =>
  ({
    req: { socket: { remoteAddress: peer } },
    get: (name: string) => (name === 'X-Forwarded-For' ? (forwardedFor ?? '') : ''),
  }) as unknown as Context;

describe('client address', () => {
  it('is the peer without a trusted proxy, whatever X-Forwarded-For says', () => {
    const of = clientAddressOf({ trustProxy: false, trustedProxies: [] });
    expect(of(request('::ffff:192.0.2.10', '203.0.113.5'))).toBe('192.0.2.10');
  });

  it('behind one proxy is the right-most entry (the one the proxy wrote), never the client-written left', () => {
    const of = clientAddressOf({ trustProxy: true, trustedProxies: [] });
    expect(of(request('10.0.0.2', '1.2.3.4, 203.0.113.5'))).toBe('203.0.113.5');
    expect(of(request('10.0.0.2', 'cualquier-cosa, 203.0.113.5:4431'))).toBe('203.0.113.5');
    expect(of(request('10.0.0.2'))).toBe('10.0.0.2');
    expect(of(request('::1', '203.0.113.5'))).toBe('203.0.113.5');
  });

  it('behind one proxy believes X-Forwarded-For only from a loopback or private peer', () => {
    const of = clientAddressOf({ trustProxy: true, trustedProxies: [] });
    expect(of(request('198.51.100.1', '203.0.113.5'))).toBe('198.51.100.1');
    expect(of(request('2001:db8::7', '203.0.113.5'))).toBe('2001:db8::7');
  });

  it('behind listed proxies skips them from the right, CIDR ranges included', () => {
    const of = clientAddressOf({ trustProxy: true, trustedProxies: ['10.0.0.0/8', '2001:db8::1'] });
    expect(of(request('10.1.2.3', '1.2.3.4, 203.0.113.5, 10.9.9.9'))).toBe('203.0.113.5');
    expect(of(request('2001:db8::1', '[2001:db8::99]:443, 10.0.0.7'))).toBe('2001:db8::99');
    // A peer that is not a listed proxy is itself the client: its header is not believed.
    expect(of(request('198.51.100.1', '203.0.113.5'))).toBe('198.51.100.1');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a range', () => {
    expect(() => clientAddressOf({ trustProxy: true, trustedProxies: ['proxy.local'] })).toThrow(
      'Invalid TRUSTED_PROXIES entry proxy.local',
    );
    expect(() => clientAddressOf({ trustProxy: true, trustedProxies: ['10.0.0.0/40'] })).toThrow(
      'Invalid TRUSTED_PROXIES entry 10.0.0.0/40',
    );
  });
});

describe('throttle key of an address', () => {
  it('is an IPv4 address itself and the /64 of an IPv6 address, however it is written', () => {
    expect(throttleKeyOf('203.0.113.5')).toBe('203.0.113.5');
    expect(throttleKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleKeyOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(throttleKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(throttleKeyOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(throttleKeyOf('fe80:1:2:3:4:5:6:7')).toBe('fe80:1:2:3::/64');
  });
});
