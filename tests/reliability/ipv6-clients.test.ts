import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSite, startApp, type AppProcess, type Site } from "./app-process";
import { bookingForm } from "./load";

/**
 * Through the built server with TRUST_PROXY, the client is read from X-Forwarded-For: one IPv6
 * host (a /64, however its addresses are spelled) is one client for every per-client limit.
 */
describe("an IPv6 /64 behind a trusted proxy is one client", () => {
  let site: Site;
  let app: AppProcess;

  beforeAll(async () => {
    site = await createSite();
    app = await startApp(site, { buildDir: inject("buildDir"), env: { TRUST_PROXY: "true" } });
  });

  afterAll(async () => {
    await app?.stop();
    await site?.cleanup();
  });

  const addresses = Array.from({ length: 12 }, (_, i) => (i % 2 ? `2001:db8:64:1:${i}::${i}` : `2001:DB8:64:1:0:0:0:${(i + 1).toString(16)}`));
  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

  it("12 bookings from 12 addresses of one /64: 5 stored, 7 refused with 429; 12 look-ups: 10 answered, 2 refused", async () => {
    const bookings: number[] = [];
    for (const [i, address] of addresses.entries()) {
      const response = await fetch(`${app.baseUrl}/book`, {
        method: "POST",
        body: bookingForm(`ipv6-${i}`),
        headers: { "X-Forwarded-For": address },
        redirect: "manual",
      });
      await response.arrayBuffer();
      bookings.push(response.status);
    }
    expect(tally(bookings)).toEqual({ 302: 5, 429: 7 });

    const lookUps: number[] = [];
    for (const address of addresses) {
      const response = await fetch(`${app.baseUrl}/status`, {
        method: "POST",
        body: new URLSearchParams({ reference: "PC-AAAAAA", phone: "(818) 555-0199" }),
        headers: { "X-Forwarded-For": address.replace(/^2001:db8:64:1/i, "2001:db8:64:2") },
        redirect: "manual",
      });
      await response.arrayBuffer();
      lookUps.push(response.status);
    }
    expect(tally(lookUps)).toEqual({ 404: 10, 429: 2 });

    const elsewhere = await fetch(`${app.baseUrl}/book`, {
      method: "POST",
      body: bookingForm("ipv6-elsewhere"),
      headers: { "X-Forwarded-For": "2001:db8:64:3::1" },
      redirect: "manual",
    });
    expect(elsewhere.status).toBe(302);
  });
});
