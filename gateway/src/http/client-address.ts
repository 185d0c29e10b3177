import { BlockList, isIP } from 'node:net';
import type { Context } from 'koa';

/** `::ffff:1.2.3.4` → `1.2.3.4`, `1.2.3.4:5678` → `1.2.3.4`, `[::1]:80` → `::1`; anything else as written. */
function normalize(raw: string): string {
  const value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) return normalize(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (withPort?.[1]) return withPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped?.[1]) return mapped[1];
  return value.toLowerCase().slice(0, 64);
}

function trustedList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`Invalid TRUSTED_PROXIES entry ${entry} (an address or a CIDR range)`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128))
        throw new Error(`Invalid TRUSTED_PROXIES entry ${entry} (an address or a CIDR range)`);
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

/** Where a proxy in front of the portal can be when TRUSTED_PROXIES is not set: loopback and private networks. */
const PRIVATE = trustedList([
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1',
  'fc00::/7',
  'fe80::/10',
]);

/**
 * The key a throttle counts an address under: an IPv4 address as it is, an IPv6 address by its /64 (one home
 * or one server gets a whole /64, so counting single IPv6 addresses would give an attacker endless new ones).
 */
export function throttleKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 address at the end stands for two groups.
  const backGroups = back.length + (back.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - backGroups).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The address of the person behind a request. Without a proxy, the peer of the connection. Behind trusted
 * proxies, the address the outermost trusted proxy saw: walking X-Forwarded-For from the right (the entries
 * proxies appended), the first one that is not a trusted proxy. The left part of the header is whatever the
 * client wrote, so it never decides. Without TRUSTED_PROXIES exactly one proxy is assumed: the peer, and the
 * client is the right-most entry, and only when the peer is on a loopback or private network (someone who reaches
 * the port directly writes X-Forwarded-For as they like). A peer that is not a trusted proxy is itself the client.
 */
export function clientAddressOf(options: { trustProxy: boolean; trustedProxies: string[] }) {
  const trusted = trustedList(options.trustedProxies);
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return (ctx: Context): string => {
    const peer = normalize(ctx.req.socket.remoteAddress ?? '');
    if (!options.trustProxy) return peer;
    const forwarded = ctx
      .get('X-Forwarded-For')
      .split(',')
      .map(normalize)
      .filter((entry) => entry !== '');
    if (options.trustedProxies.length === 0)
      return isIP(peer) !== 0 && PRIVATE.check(peer, isIP(peer) === 4 ? 'ipv4' : 'ipv6')
        ? (forwarded.at(-1) ?? peer)
        : peer;
    if (!isTrusted(peer)) return peer;
    for (let i = forwarded.length - 1; i >= 0; i--) {
      const entry = forwarded[i] as string;
      if (!isTrusted(entry)) return entry;
    }
    return forwarded[0] ?? peer;
  };
}
