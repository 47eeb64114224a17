/**
 * The one key every per-client budget counts under (docs/api.md, "Rate
 * limits"): an IPv4 client by its address, an IPv6 client by its /64 (one
 * subscriber's network: an ISP hands each customer at least a /64, so the
 * addresses inside it are one client, not 2^64 budgets).
 */
export function networkKey(address: string | null | undefined): string {
  const ip = (address ?? "").trim();
  if (!ip) return "anonymous";
  if (!ip.includes(":")) return ipv4(ip) ?? unreadable(ip);
  const hextets = expandIpv6(ip);
  if (!hextets) return unreadable(ip);
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 client.
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff)
    return [
      hextets[6]! >> 8,
      hextets[6]! & 0xff,
      hextets[7]! >> 8,
      hextets[7]! & 0xff,
    ].join(".");
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":")}::/64`;
}

/**
 * Cloudflare always sends an address; anything else (only a local or test
 * request can carry it) is its own client under a bounded key.
 */
function unreadable(value: string): string {
  return `other:${value.slice(0, 64)}`;
}

/** The client key of a request, from the address Cloudflare saw. */
export function clientKey(headers: Headers): string {
  return networkKey(headers.get("cf-connecting-ip"));
}

function ipv4(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes.join(".") : null;
}

/** Eight 16-bit groups of an IPv6 address (zone and embedded IPv4 allowed), or null. */
function expandIpv6(text: string): number[] | null {
  let ip = text.replace(/%.*$/, "").toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (v4) {
    const dotted = ipv4(v4[1]!);
    if (!dotted) return null;
    const [a, b, c, d] = dotted.split(".").map(Number) as [
      number,
      number,
      number,
      number,
    ];
    ip = `${ip.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s ? s.split(":") : []);
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}
