import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { addressPerConnection } from "./client-ip";

describe("addressPerConnection", () => {
  it("works the address out once per connection and X-Forwarded-For value", () => {
    const calls: string[] = [];
    const resolve = addressPerConnection((req) => {
      const address = String(req.headers["x-forwarded-for"] ?? (req.socket as unknown as { remoteAddress: string }).remoteAddress);
      calls.push(address);
      return address;
    });
    const first = { remoteAddress: "10.0.0.1" };
    const second = { remoteAddress: "10.0.0.2" };
    const request = (socket: object, headers: Record<string, string> = {}) => ({ socket, headers }) as unknown as IncomingMessage;

    expect(resolve(request(first))).toBe("10.0.0.1");
    expect(resolve(request(first))).toBe("10.0.0.1");
    expect(resolve(request(second))).toBe("10.0.0.2");
    expect(resolve(request(first, { "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(resolve(request(first, { "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(resolve(request(first))).toBe("10.0.0.1");
    expect(calls).toEqual(["10.0.0.1", "10.0.0.2", "203.0.113.9", "10.0.0.1"]);
  });
});
