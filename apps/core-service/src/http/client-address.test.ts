import { describe, expect, test } from 'vitest';
import { forwardedAddress, trustedProxyHops } from './client-address.ts';

describe('trustedProxyHops', () => {
  test.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 3 ', 3],
  ])('%o trusts %i hops', (value, hops) => {
    expect(trustedProxyHops(value)).toBe(hops);
  });

  test.each(['-1', '1.5', 'true', 'yes'])('%o is refused', (value) => {
    expect(() => trustedProxyHops(value)).toThrow(/CORE_TRUST_PROXY/);
  });
});

describe('forwardedAddress', () => {
  test.each([
    ['203.0.113.7', 1, '203.0.113.7'],
    ['6.6.6.6, 203.0.113.7', 1, '203.0.113.7'],
    ['6.6.6.6, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'],
    ['6.6.6.6,203.0.113.7,10.0.0.2', 1, '10.0.0.2'],
    ['203.0.113.7, 10.0.0.2', 3, '203.0.113.7'],
  ])('%o with %i hops is %o', (header, hops, address) => {
    expect(forwardedAddress(header, hops)).toBe(address);
  });

  test('no trusted hop, no header or an empty header: the socket decides', () => {
    expect(forwardedAddress('6.6.6.6', 0)).toBeUndefined();
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
    expect(forwardedAddress(' , ', 1)).toBeUndefined();
  });
});
