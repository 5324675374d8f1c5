import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('the key an address is counted under', () => {
  it.each([
    ['IPv4 as it is', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 as its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 in hex as its IPv4 address', '::ffff:cb00:7107', '203.0.113.7'],
    ['IPv4-mapped IPv6 written in full', '0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['IPv6 by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['IPv6 compressed in the host part', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['IPv6 compressed in the network part', '2001:db8::5', '2001:db8:0:0::/64'],
    ['IPv6 with leading zeros and capitals', '2001:0DB8:0001:0002::FFFF', '2001:db8:1:2::/64'],
    ['IPv6 with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['NAT64 with a dotted tail, by its /64', '64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['anything else as it is', 'unknown', 'unknown'],
  ])('%s', (_case, address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('puts two addresses of one /64 under one key, and of neighbouring /64s under two', () => {
    expect(addressKey('2001:db8:aa:bb::1')).toBe(addressKey('2001:db8:aa:bb:ffff::9'));
    expect(addressKey('2001:db8:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bc::1'));
  });
});
