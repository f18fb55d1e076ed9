import { beforeEach, describe, expect, it } from "vitest";
import { getPool } from "~/db/client.server";
import { createLead } from "~/leads/leads.server";
import { resetDb } from "../../tests/db";
import { conversionOf, formatPercent } from "./format";
import { periodFromQuery } from "./period";
import { analyticsReport } from "./report.server";

beforeEach(resetDb);

/** `count` visitors counted today, each with one view of the home page. */
async function countVisitors(count: number) {
  await getPool().query(
    `insert into analytics_visits (day, visitor, views, device, landed_at, landing, source, campaign)
     select (now() at time zone 'America/Los_Angeles')::date, 'visitor-' || g, 1, 'desktop', now(), '/', '(direct)', null
     from generate_series(1, $1::int) g`,
    [count],
  );
}

const throughTheSite = (name: string) =>
  createLead({ source: "booking", name, phone: "(818) 555-0199", service: "tv-mounting", origin: { device: "desktop", form: "booking", landingPath: "/" } });

const report = async () => analyticsReport(periodFromQuery(new URLSearchParams("range=7")).period);

/** Issue 40 §6: the rate read 20,600 %, every lead over the visitors counted. */
describe("the conversion rate", () => {
  it("is the requests that came through the site over the visitors counted: leads with no origin (seeded, imported) and phone calls left out", async () => {
    await countVisitors(4);
    await throughTheSite("Site Customer");
    // Leads no visit brought: stored without the origin a public form records, and a call the office entered.
    for (const name of ["Seeded One", "Seeded Two", "Seeded Three"]) await createLead({ source: "booking", name, phone: "(818) 555-0100", service: "tv-mounting" });
    await createLead({ source: "phone", name: "Called In", phone: "(310) 555-0101", service: "tv-mounting", enteredBy: "ops@example.com" });
    const { totals } = await report();
    expect(totals).toMatchObject({ visitors: 4, leads: 4, siteLeads: 1, conversion: 0.25 });
    expect(formatPercent(totals.conversion)).toBe("25.0%");
  });

  it("never reads above 100 %: a visitor who opted out of counting may still send a request", async () => {
    await countVisitors(1);
    for (const name of ["First", "Second", "Third"]) await throughTheSite(`${name} Customer`);
    const { totals, tables } = await report();
    expect(totals).toMatchObject({ visitors: 1, siteLeads: 3, conversion: 1 });
    const home = tables.landing.find((row) => row.value === "/")!;
    expect(home).toMatchObject({ visitors: 1, leads: 3 });
    expect(formatPercent(conversionOf(home))).toBe("100.0%");
  });
});
