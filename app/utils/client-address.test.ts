import { describe, expect, it } from "vitest";
import { clientKey } from "./client-address";

describe("clientKey", () => {
  it("keeps an IPv4 address as one client", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 client, in either spelling", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const key = clientKey("2001:db8:aa:bb::1");
    expect(key).toBe("2001:db8:aa:bb::/64");
    expect(clientKey("2001:db8:aa:bb:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientKey("2001:0DB8:00AA:00BB:0:0:0:2")).toBe(key);
    expect(clientKey("2001:db8:aa:bb::3%eth0")).toBe(key);
    expect(clientKey("2001:db8:aa:bc::1")).not.toBe(key);
  });

  it("reads every spelling of one address the same", () => {
    expect(clientKey("2001:DB8:0:0:1::1")).toBe(clientKey("2001:db8::1:0:0:1"));
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps what is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("")).toBe("");
  });
});
