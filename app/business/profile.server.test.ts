import { parseWithZod } from "@conform-to/zod/v4";
import { beforeEach, describe, expect, it } from "vitest";
import { resetDb } from "../../tests/db";
import { DEFAULT_PROFILE, factsIn, onboardingChecklist, publicBusinessOf, zipServed } from "./profile";
import { areaStateField, areaZipsField, businessPageSchema, BUSINESS_MESSAGES, type SectionValue } from "./profile-schema";
import { business, businessHistory, businessUpdatedAt, publicBusiness, refreshBusiness, saveBusinessSection } from "./profile.server";
import { priceText } from "~/content/prices";
import { serviceAreas } from "~/content/site";

beforeEach(async () => {
  await resetDb();
  await refreshBusiness();
});

/** A section's form as a browser posts it. */
function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function parsed(fields: Record<string, string>) {
  return parseWithZod(form(fields), { schema: businessPageSchema });
}

/** Every area's fields as the form posts them, with some changed. */
function areaFields(changes: Record<string, "active" | "soon"> = {}): Record<string, string> {
  return Object.fromEntries(
    DEFAULT_PROFILE.areas.flatMap((area) => [
      [areaStateField(area.slug), changes[area.slug] ?? (area.active ? "active" : "soon")],
      [areaZipsField(area.slug), area.zips],
    ]),
  );
}

describe("the Business page's forms", () => {
  it("refuse a licence number that is not digits, an insurance without its expiry date, and markup, with the admin's words", () => {
    const result = parsed({ intent: "credentials", licenseNumber: "12ab", insuranceKindEn: "General liability", insuranceKindEs: "Responsabilidad civil", legalName: "<b>Acme</b>" });
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.licenseNumber).toEqual([BUSINESS_MESSAGES.licenseNumber]);
    expect(errors.insuranceExpires).toEqual([BUSINESS_MESSAGES.insuranceExpires]);
    expect(errors.legalName).toEqual([BUSINESS_MESSAGES.markup]);
  });

  it("refuse an impossible date and a year to come", () => {
    const result = parsed({ intent: "credentials", insuranceKindEn: "General liability", insuranceKindEs: "Responsabilidad", insuranceExpires: "2027-02-30", foundedYear: String(new Date().getFullYear() + 1) });
    const errors = result.reply().error ?? {};
    expect(errors.insuranceExpires).toEqual([BUSINESS_MESSAGES.insuranceExpires]);
    expect(errors.foundedYear).toEqual([BUSINESS_MESSAGES.foundedYear]);
  });

  it("refuse listing as coming soon a city with its own page, and ZIP codes that are not five digits", () => {
    const result = parsed({ intent: "areas", ...areaFields({ malibu: "soon" }), [areaZipsField("long-beach")]: "9080" });
    const errors = result.reply().error ?? {};
    expect(errors[areaStateField("malibu")]).toEqual([BUSINESS_MESSAGES.cityPageSoon("Malibu")]);
    expect(errors[areaZipsField("long-beach")]).toEqual([BUSINESS_MESSAGES.zips]);
  });
});

describe("the stored profile", () => {
  it("saves one section with its history, and each server's copy follows", async () => {
    const result = parsed({ intent: "credentials", licenseNumber: "1012345", licenseClass: "B – General Building", foundedYear: "2015" });
    if (result.status !== "success") throw new Error("the form was refused");
    await saveBusinessSection(result.value as SectionValue, "owner@example.com");
    expect(business().license).toEqual({ number: "1012345", classification: "B – General Building" });
    expect(await businessUpdatedAt()).toBeInstanceOf(Date);
    const [change] = await businessHistory();
    expect(change).toMatchObject({ section: "credentials", adminEmail: "owner@example.com" });
    expect(change!.before).toMatchObject({ license: null, foundedYear: null });
    expect(change!.after).toMatchObject({ license: { number: "1012345" }, foundedYear: 2015 });
  });

  it("keeps both changes when two sections are saved at the same time", async () => {
    const credentials = parsed({ intent: "credentials", licenseNumber: "1012345", licenseClass: "B" });
    const areas = parsed({ intent: "areas", ...areaFields({ "long-beach": "active" }) });
    if (credentials.status !== "success" || areas.status !== "success") throw new Error("a form was refused");
    await Promise.all([
      saveBusinessSection(credentials.value as SectionValue, "a@example.com"),
      saveBusinessSection(areas.value as SectionValue, "b@example.com"),
    ]);
    await refreshBusiness();
    expect(business().license?.number).toBe("1012345");
    expect(business().areas.find((area) => area.slug === "long-beach")?.active).toBe(true);
    expect(await businessHistory()).toHaveLength(2);
  });

  it("stops claiming the insurance after its expiry date, by itself", async () => {
    const result = parsed({ intent: "credentials", insuranceKindEn: "General liability", insuranceKindEs: "Responsabilidad civil general", insuranceCarrier: "Golden State", insuranceExpires: "2026-12-31" });
    if (result.status !== "success") throw new Error("the form was refused");
    await saveBusinessSection(result.value as SectionValue, "owner@example.com");
    expect(publicBusiness("en", new Date("2026-12-31T20:00:00Z")).facts.insurance).toEqual({ kind: "General liability", carrier: "Golden State" });
    expect(publicBusiness("es", new Date("2026-12-31T20:00:00Z")).facts.insurance?.kind).toBe("Responsabilidad civil general");
    // 2027-01-01 in Los Angeles.
    expect(publicBusiness("en", new Date("2027-01-01T09:00:00Z")).facts.insurance).toBeUndefined();
  });
});

describe("what pages read of it", () => {
  it("a fresh install claims nothing it cannot show, and lists the City of Los Angeles as coming soon", () => {
    const facts = factsIn(DEFAULT_PROFILE, "en", "2026-12-05");
    expect(facts.license).toBeUndefined();
    expect(facts.insurance).toBeUndefined();
    expect(facts.owner).toBeUndefined();
    const areas = publicBusinessOf(DEFAULT_PROFILE, "es", "2026-12-05").areas;
    expect(areas.find((area) => area.slug === "los-angeles")).toEqual({ slug: "los-angeles", name: "Ciudad de Los Ángeles", active: false });
    expect(areas).toHaveLength(serviceAreas.length);
  });

  it("publishes prices only while the switch is on, in the page's words", () => {
    const profile = { ...DEFAULT_PROFILE, prices: { "tv-mounting": { kind: "from" as const, cents: 8900 } } };
    expect(publicBusinessOf(profile, "en", "2026-12-05").prices).toEqual({});
    expect(publicBusinessOf({ ...profile, publishedPrices: true }, "en", "2026-12-05").prices["tv-mounting"]).toEqual({ kind: "from", cents: 8900 });
    expect(priceText({ kind: "from", cents: 8900 }, "en")).toBe("from $89");
    expect(priceText({ kind: "hourly", cents: 8550, minimumHours: 2 }, "es")).toBe("$85.50/hora, mínimo 2 horas");
  });

  it("tells a ZIP outside the active areas, and says nothing of one that is not five digits yet", () => {
    const served = publicBusinessOf(DEFAULT_PROFILE, "en", "2026-12-05").servedZips;
    expect(zipServed("91101", served)).toBe(true);
    expect(zipServed("90802", served)).toBe(false);
    expect(zipServed("9110", served)).toBeNull();
  });

  it("counts the onboarding checklist: nine facts, the missing ones first asked for", () => {
    const items = onboardingChecklist(DEFAULT_PROFILE, 0, "2026-12-05");
    expect(items).toHaveLength(9);
    expect(items.filter((item) => item.done)).toHaveLength(0);
    const done = onboardingChecklist({ ...DEFAULT_PROFILE, license: { number: "1012345", classification: "B" } }, 3, "2026-12-05");
    expect(done.filter((item) => item.done).map((item) => item.key)).toEqual(["license", "photos"]);
  });
});
