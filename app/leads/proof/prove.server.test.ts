import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox } from "~/db/schema";
import { applyVisitChange } from "~/schedule/visit-changes.server";
import { businessToday } from "~/schedule/clock";
import { LIMITS } from "~/security/limits";
import { resetDb, withSiteUrl } from "../../../tests/db";
import { insertLeads, tuesdayAfter } from "../../../tests/schedule-fixtures";
import { customerLinkKey, isCustomerLinkKey, LINK_LIFETIME_DAYS } from "./customer-link.server";
import { PROOF_MESSAGES } from "./proof";
import { proveCustomer } from "./prove.server";

beforeEach(resetDb);
withSiteUrl();

const ID = "6f1c0e0a-2b4d-4c8e-9a51-0d2f7b3c9e11";
const OTHER = "0b9d7c55-3e1a-4f6b-8c2d-5a4e3f2b1c00";

async function approvedVisit() {
  const [id] = await insertLeads(1, { status: "Approved", scheduledDate: tuesdayAfter(businessToday(new Date()), 3), arrivalWindow: "8-10", smsConsentAt: new Date() });
  return id!;
}

describe("a signed link's key (decision 074)", () => {
  it("opens its own request's acts of its own purpose until it expires, and nothing else", () => {
    const now = new Date("2026-12-04T12:00:00Z");
    const key = customerLinkKey(ID, "visit", now);
    expect(key.length).toBeLessThan(40);
    expect(isCustomerLinkKey(key, ID, "visit", now)).toBe(true);
    expect(isCustomerLinkKey(key, ID.toUpperCase(), "visit", now)).toBe(true);
    expect(isCustomerLinkKey(key, OTHER, "visit", now)).toBe(false);
    expect(isCustomerLinkKey(key, ID, "quote", now)).toBe(false);
    expect(isCustomerLinkKey(`q${key.slice(1)}`, ID, "quote", now)).toBe(false);
    const lastDay = new Date(now.getTime() + (LINK_LIFETIME_DAYS.visit * 86_400 - 60) * 1000);
    const expired = new Date(now.getTime() + LINK_LIFETIME_DAYS.visit * 86_400 * 1000);
    expect(isCustomerLinkKey(key, ID, "visit", lastDay)).toBe(true);
    expect(isCustomerLinkKey(key, ID, "visit", expired)).toBe(false);
    // A later expiry written into the key breaks its signature.
    const [head, mac] = key.split(".");
    const later = `v${(Number.parseInt(head!.slice(1), 36) + 86_400 * 365).toString(36)}.${mac}`;
    expect(isCustomerLinkKey(later, ID, "visit", now)).toBe(false);
    for (const bad of ["", "v", `${key}x`, key.replace(/.$/, (c) => (c === "A" ? "B" : "A")), "x".repeat(500), null, 42])
      expect(isCustomerLinkKey(bad, ID, "visit", now)).toBe(false);
  });
});

describe("the customer's proof", () => {
  it("checks and counts each try in one statement: of 50 wrong tries at once from 50 clients, only the request's cap is checked", async () => {
    const id = await approvedVisit();
    const tries = await Promise.all(Array.from({ length: 50 }, (_, i) => proveCustomer(id, "visit", { digits: "9999" }, `198.51.100.${i + 1}`)));
    const checked = tries.filter((verdict) => !verdict.ok && verdict.message === PROOF_MESSAGES.digits);
    expect(checked).toHaveLength(LIMITS.proofDigitsRequest.limit);
    expect(tries.filter((verdict) => !verdict.ok && verdict.message === PROOF_MESSAGES.locked)).toHaveLength(50 - LIMITS.proofDigitsRequest.limit);
  });

  it("right digits are not counted: a customer who gets in many times is never locked", async () => {
    const id = await approvedVisit();
    for (let i = 0; i < LIMITS.proofDigitsRequest.limit + 5; i++) expect(await proveCustomer(id, "visit", { digits: "1000" }, "203.0.113.5")).toMatchObject({ ok: true, by: "digits" });
  });

  it("strangers' misses lock the request's digits, never the customer: they are told, and sent a link that works whatever the count", async () => {
    const id = await approvedVisit();
    for (let i = 0; i < LIMITS.proofDigitsRequest.limit; i++) await proveCustomer(id, "visit", { digits: String(2000 + i) }, `198.51.100.${i + 1}`);
    // The customer's right digits now meet the lock, and say so.
    const locked = await applyVisitChange(id, { intent: "visit-confirm", digits: "1000" }, "203.0.113.9");
    expect(locked).toEqual({ ok: false, status: 403, message: PROOF_MESSAGES.locked });
    await applyVisitChange(id, { intent: "visit-confirm", digits: "1000" }, "203.0.113.9");
    const sent = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "proof-link-customer")).orderBy(asc(mailOutbox.id));
    const texts = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "proof-link-customer-sms"));
    expect(sent).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(sent[0]!.to).toBe("visit0@example.com");
    const key = /[?&]key=([^#&\s"]+)/.exec(sent[0]!.text)?.[1];
    expect(key).toBeTruthy();
    expect(texts[0]!.text).toContain(`key=${key}`);
    // The link from the customer's own message goes through the lock.
    expect(await applyVisitChange(id, { intent: "visit-confirm", key: decodeURIComponent(key!) }, "203.0.113.9")).toMatchObject({ ok: true, intent: "visit-confirm" });
    const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(row!.customerConfirmedAt).toBeInstanceOf(Date);
  });

  it("refuses a key made for another request or purpose, and an erased request", async () => {
    const id = await approvedVisit();
    expect(await proveCustomer(id, "visit", { key: customerLinkKey(OTHER, "visit") }, "203.0.113.5")).toEqual({ ok: false, status: 403, message: PROOF_MESSAGES.link });
    expect(await proveCustomer(id, "visit", { key: customerLinkKey(id, "review") }, "203.0.113.5")).toEqual({ ok: false, status: 403, message: PROOF_MESSAGES.link });
    expect(await proveCustomer(id, "visit", { key: customerLinkKey(id, "visit") }, "203.0.113.5")).toMatchObject({ ok: true, by: "link" });
    await getDb().update(leads).set({ erasedAt: new Date() }).where(eq(leads.id, id));
    expect(await proveCustomer(id, "visit", { digits: "1000" }, "203.0.113.5")).toMatchObject({ ok: false, status: 404 });
  });
});
