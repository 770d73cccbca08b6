import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../src/http/frontends/content-encoding';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['BR', 'br'],
    ['gzip ; q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity, *;q=0', null],
    ['gzip;q=0', null],
    ['br;q=0, gzip;q=0.000', null],
    ['gzip;q=nonsense', null],
    ['deflate, zstd', null],
    ['', null],
    [undefined, null],
  ])('answers %s with %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
