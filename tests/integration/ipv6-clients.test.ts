import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { createLead } from "~/leads/leads.server";
import * as layout from "~/routes/admin/layout";
import * as book from "~/routes/book";
import * as status from "~/routes/status";
import { LIMITS } from "~/security/limits";
import { resetEnvCache } from "~/utils/env.server";
import { resetDb } from "../db";
import { adminRequest, args, createAdmin, outcomeOf, routerContext } from "./admin-fixtures";

/**
 * Every per-client limit counts an IPv6 client by its /64 (a host is handed 2^64 addresses) and
 * an IPv4-mapped address as the IPv4 client, whatever the spelling (issue 29 §1).
 */
beforeEach(resetDb);

/** Twelve addresses of one /64, spelled in several ways. */
const oneSlash64 = Array.from({ length: 12 }, (_, i) =>
  i % 3 === 0 ? `2001:db8:ab:cd::${(i + 1).toString(16)}` : i % 3 === 1 ? `2001:DB8:AB:CD:0:0:${i}:1` : `2001:0db8:00ab:00cd:${i}::7`,
);

function post(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

const booking = (i: number) => ({
  fullName: "Jane Smith",
  phoneNumber: "(818) 555-0199",
  emailAddress: `jane${i}@example.com`,
  streetAddress: "123 Main St",
  zipCode: "91101",
  serviceType: "tv-mounting",
  preferredDate: "",
  issueDescription: `Mount TV number ${i}`,
  website: "",
});

const bookingPost = (i: number, ip: string) => outcomeOf(() => book.action(args(post("/book", booking(i)), {}, routerContext(ip))));

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

describe("a client is an IPv4 address or an IPv6 /64", () => {
  it("12 bookings from 12 addresses of one /64: 5 stored, 7 refused with 429; another /64 still books", async () => {
    const statuses: number[] = [];
    for (const [i, ip] of oneSlash64.entries()) statuses.push((await bookingPost(i, ip)).status);
    expect(tally(statuses)).toEqual({ 302: LIMITS.leadForm.limit, 429: 12 - LIMITS.leadForm.limit });
    expect(await getDb().select().from(leads)).toHaveLength(LIMITS.leadForm.limit);
    expect((await bookingPost(99, "2001:db8:ab:ce::1")).status).toBe(302);
  });

  it("an IPv4-mapped address is its IPv4 client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await bookingPost(i, i % 2 ? "::ffff:192.0.2.5" : "192.0.2.5")).status);
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  });

  it("12 status look-ups from one /64: 10 answered, 2 refused with 429", async () => {
    const statuses: number[] = [];
    for (const ip of oneSlash64) {
      const request = post("/status", { reference: "PC-AAAAAA", phone: "(818) 555-0199" });
      statuses.push((await outcomeOf(() => status.action(args(request, {}, routerContext(ip))))).status);
    }
    expect(tally(statuses)).toEqual({ 404: LIMITS.statusLookup.limit, 429: 12 - LIMITS.statusLookup.limit });
  });

  it("25 sign-ins from one /64 on 25 addresses: 20 checked, 5 refused with 429", async () => {
    await createAdmin({ email: "owner@example.com" });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const request = adminRequest("/admin", { form: { email: `guess${i}@example.com`, password: "not the password" } });
      statuses.push((await outcomeOf(() => layout.action(args(request, {}, routerContext(`2001:db8:ab:cd:${i}::1`))))).status);
    }
    expect(statuses.filter((code) => code === 429)).toHaveLength(25 - LIMITS.signInClient.limit);
    expect(statuses.slice(0, LIMITS.signInClient.limit).every((code) => code !== 429)).toBe(true);
  }, 60_000);

  describe("'No one contacted me'", () => {
    beforeEach(() => {
      vi.stubEnv("NO_CONTACT_AFTER_HOURS", "0");
      resetEnvCache();
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      resetEnvCache();
    });

    it("12 reports from one /64: 5 taken, 7 refused with 429", async () => {
      const lead = await createLead({ source: "booking", name: "Jane Smith", phone: "(818) 555-0199", service: "caulking" });
      const statuses: number[] = [];
      for (const ip of oneSlash64) {
        const request = post(`/status/${lead.id}`, { intent: "report-no-contact" });
        statuses.push((await outcomeOf(() => status.action(args(request, { requestId: lead.id }, routerContext(ip))))).status);
      }
      expect(tally(statuses)).toEqual({ 302: LIMITS.noContact.limit, 429: 12 - LIMITS.noContact.limit });
    });
  });
});
