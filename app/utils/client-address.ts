import { isIPv4, isIPv6 } from "node:net";

/**
 * The client a per-client limit or count is kept for, from the address a request came from.
 * An IPv4 address is one client. An IPv6 host is handed a whole /64 (2^64 addresses), so an
 * IPv6 client is its /64 prefix: otherwise one host would have 2^64 allowances. Every spelling
 * of one address gives the same key (`::ffff:192.0.2.1` is the IPv4 client `192.0.2.1`;
 * `2001:DB8:0:0:1::1` and `2001:db8::1:0:0:1` are one client), and a value that is no address
 * (such as "unknown") is kept as it is.
 */
export function clientKey(address: string): string {
  const trimmed = address.trim();
  const unzoned = trimmed.replace(/%.*$/, "");
  if (isIPv4(unzoned)) return unzoned;
  if (!isIPv6(unzoned)) return trimmed;
  const groups = ipv6Groups(unzoned);
  if (isIPv4Mapped(groups)) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a trailing dotted IPv4 part read as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** `::ffff:a.b.c.d`, an IPv4 client reaching an IPv6 socket. */
function isIPv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}
