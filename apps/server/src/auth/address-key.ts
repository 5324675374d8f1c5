import { isIPv4, isIPv6 } from 'node:net';

/** The hextets of an IPv6 address (eight numbers), or undefined when it is not one. */
const ipv6Hextets = (address: string): number[] | undefined => {
  if (!isIPv6(address)) return undefined;
  let text = address.split('%')[0]!.toLowerCase();
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two hextets written differently.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const gap = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<number>(gap).fill(0), ...back];
};

/**
 * The key an address's attempts are counted under. One IPv6 subscriber usually holds a whole
 * /64 (2^64 addresses to rotate through), so IPv6 counts per /64; an IPv4-mapped address
 * (::ffff:1.2.3.4, what a dual-stack socket reports) counts as the IPv4 address it is.
 */
export const addressKey = (address: string): string => {
  if (isIPv4(address)) return address;
  const hextets = ipv6Hextets(address);
  if (!hextets) return address;
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (mapped) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
};
