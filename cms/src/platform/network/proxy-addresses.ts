import { BlockList, isIP } from 'node:net';

/** Loopback: nginx on the same machine, the deploy docs/OPERATIONS.md describes. */
export const DEFAULT_TRUSTED_PROXY_ADDRESSES = ['127.0.0.1', '::1'];

/** An IPv4 or IPv6 address, or a subnet of either in CIDR form (10.0.0.0/8). */
export function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** An IPv4 peer on a dual-stack socket reads ::ffff:127.0.0.1: the same address as 127.0.0.1. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether a connection's peer is one of the proxies whose X-Forwarded-* headers we believe. */
export function proxyAddressMatcher(entries: readonly string[]): (peer: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (peer) => {
    if (!peer) return false;
    const address = unmapped(peer);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
