import { describe, expect, it } from 'vitest';
import { isProxyAddress, proxyAddressMatcher } from '../../src/platform/network/proxy-addresses';

describe('trusted proxy addresses', () => {
  it('accept addresses and CIDR subnets of both families, nothing else', () => {
    for (const entry of ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8', '192.0.2.10/32']) {
      expect(isProxyAddress(entry), entry).toBe(true);
    }
    for (const entry of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x', '']) {
      expect(isProxyAddress(entry), entry).toBe(false);
    }
  });

  it('match a peer by address or subnet, also as an IPv4-mapped IPv6 address', () => {
    const fromProxy = proxyAddressMatcher(['127.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    expect(fromProxy('127.0.0.1')).toBe(true);
    expect(fromProxy('::ffff:127.0.0.1')).toBe(true);
    expect(fromProxy('10.1.200.3')).toBe(true);
    expect(fromProxy('fd00::1')).toBe(true);
    expect(fromProxy('10.2.0.1')).toBe(false);
    expect(fromProxy('127.0.0.2')).toBe(false);
    expect(fromProxy('::1')).toBe(false);
    expect(fromProxy(undefined)).toBe(false);
  });
});
