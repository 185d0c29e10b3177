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

/**
 * The address of the person behind a request. Without a proxy, the peer of the connection. Behind trusted
 * proxies, the address the outermost trusted proxy saw: walking X-Forwarded-For from the right (the entries
 * proxies appended), the first one that is not a trusted proxy. The left part of the header is whatever the
 * client wrote, so it never decides. Without TRUSTED_PROXIES exactly one proxy is assumed: the peer, and the
 * client is the right-most entry. A peer that is not a trusted proxy is itself the client.
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
    if (options.trustedProxies.length === 0) return forwarded.at(-1) ?? peer;
    if (!isTrusted(peer)) return peer;
    for (let i = forwarded.length - 1; i >= 0; i--) {
      const entry = forwarded[i] as string;
      if (!isTrusted(entry)) return entry;
    }
    return forwarded[0] ?? peer;
  };
}
