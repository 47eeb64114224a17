import { describe, expect, it } from "vitest";
import { networkKey } from "#app/lib/platform/client-key.ts";

describe("the per-client key of a rate limit", () => {
  it("keys IPv4 by address", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("203.0.113.8")).toBe("203.0.113.8");
  });
  it("keys IPv6 by its /64, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2:0:0:0:0%eth0",
    ])
      expect(networkKey(ip)).toBe(key);
    expect(networkKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(networkKey("::1")).toBe("0:0:0:0::/64");
  });
  it("reads an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(networkKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(networkKey("::ffff:c633:6404")).toBe("198.51.100.4");
  });
  it("keys a missing value as anonymous and a malformed one by its first 64 characters", () => {
    expect(networkKey(null)).toBe("anonymous");
    expect(networkKey("")).toBe("anonymous");
    expect(networkKey("not an ip")).toBe("other:not an ip");
    expect(networkKey("1:2:3")).toBe("other:1:2:3");
    expect(networkKey("1::2::3")).toBe("other:1::2::3");
    expect(networkKey("300.1.1.1")).toBe("other:300.1.1.1");
    expect(networkKey("x".repeat(500))).toBe(`other:${"x".repeat(64)}`);
  });
});
