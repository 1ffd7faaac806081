import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses a server-side fetch may connect to: public unicast only. IPv6 is judged by
 * an allowlist (global unicast 2000::/3) so that ranges assigned later fail closed; IPv6 forms
 * that carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are judged by that address.
 */

interface Range {
  bytes: number[];
  prefix: number;
  name: string;
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** Sixteen bytes of an address net.isIPv6 accepts (zone ids stripped, `::` expanded, dotted tail read). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function range(cidr: string, name: string): Range {
  const [address, prefix] = cidr.split('/') as [string, string];
  return { bytes: isIPv4(address) ? ipv4Bytes(address) : ipv6Bytes(address), prefix: Number(prefix), name };
}

function inRange(bytes: number[], { bytes: base, prefix }: Range): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const bits = Math.min(8, prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (base[bit / 8]! & mask)) return false;
  }
  return true;
}

const IPV4_NOT_PUBLIC: Range[] = [
  range('0.0.0.0/8', 'unspecified, this network'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared address space, CGNAT'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local, cloud metadata'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'documentation, TEST-NET-1'),
  range('192.88.99.0/24', '6to4 relay anycast'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation, TEST-NET-2'),
  range('203.0.113.0/24', 'documentation, TEST-NET-3'),
  range('224.0.0.0/4', 'multicast'),
  range('255.255.255.255/32', 'broadcast'),
  range('240.0.0.0/4', 'reserved'),
];

const IPV6_UNSPECIFIED = range('::/128', 'unspecified');
const IPV6_LOOPBACK = range('::1/128', 'loopback');
const IPV4_MAPPED = range('::ffff:0:0/96', 'IPv4-mapped');
const IPV4_COMPATIBLE = range('::/96', 'IPv4-compatible, deprecated');
const NAT64 = range('64:ff9b::/96', 'NAT64');
const SIX_TO_FOUR = range('2002::/16', '6to4');
const TEREDO = range('2001::/32', 'Teredo');
const GLOBAL_UNICAST = range('2000::/3', 'global unicast');

/** Inside 2000::/3 but not reachable on the internet. */
const IPV6_GLOBAL_EXCEPTIONS: Range[] = [
  range('2001:2::/48', 'benchmarking'),
  range('2001:10::/28', 'ORCHID'),
  range('2001:20::/28', 'ORCHIDv2'),
  range('2001:db8::/32', 'documentation'),
  range('3fff::/20', 'documentation'),
];

/** Outside 2000::/3: named for the message, refused either way. */
const IPV6_NAMED: Range[] = [
  range('64:ff9b:1::/48', 'local-use NAT64'),
  range('100::/64', 'discard-only'),
  range('fc00::/7', 'unique local, private'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local, deprecated'),
  range('ff00::/8', 'multicast'),
];

function ipv4Range(bytes: number[]): string | undefined {
  return IPV4_NOT_PUBLIC.find((candidate) => inRange(bytes, candidate))?.name;
}

function embedded(bytes: number[], from: number, form: Range, invert = false): string | undefined {
  const v4 = bytes.slice(from, from + 4).map((byte) => (invert ? ~byte & 0xff : byte));
  const found = ipv4Range(v4);
  return found && `${form.name} ${v4.join('.')}: ${found}`;
}

function ipv6Range(bytes: number[]): string | undefined {
  if (inRange(bytes, IPV6_UNSPECIFIED)) return IPV6_UNSPECIFIED.name;
  if (inRange(bytes, IPV6_LOOPBACK)) return IPV6_LOOPBACK.name;
  if (inRange(bytes, IPV4_MAPPED)) return embedded(bytes, 12, IPV4_MAPPED);
  if (inRange(bytes, IPV4_COMPATIBLE)) return IPV4_COMPATIBLE.name;
  if (inRange(bytes, NAT64)) return embedded(bytes, 12, NAT64);
  if (inRange(bytes, SIX_TO_FOUR)) return embedded(bytes, 2, SIX_TO_FOUR);
  // Teredo carries the relay server's address, then the client's with every bit flipped.
  if (inRange(bytes, TEREDO)) return embedded(bytes, 4, TEREDO) ?? embedded(bytes, 12, TEREDO, true);
  if (!inRange(bytes, GLOBAL_UNICAST)) {
    return IPV6_NAMED.find((candidate) => inRange(bytes, candidate))?.name ?? 'outside the global unicast range 2000::/3';
  }
  return IPV6_GLOBAL_EXCEPTIONS.find((candidate) => inRange(bytes, candidate))?.name;
}

/**
 * Why an IP address is not public (a short range name such as `loopback`), or undefined when a
 * fetch may connect to it. Anything that is not an IP address is not public.
 */
export function nonPublicRange(address: string): string | undefined {
  if (isIPv4(address)) return ipv4Range(ipv4Bytes(address));
  if (isIPv6(address)) return ipv6Range(ipv6Bytes(address));
  return 'not an IP address';
}

export function isPublicAddress(address: string): boolean {
  return nonPublicRange(address) === undefined;
}
