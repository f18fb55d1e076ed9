import type { Page, Response } from "@playwright/test";
import { database } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { resetFormRateLimits, uniqueName } from "./leads-helpers";

test.beforeEach(resetFormRateLimits);

function uniqueCampaign(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The stored views of the visits that landed from a campaign (decision 032: counts per visit). */
async function viewsOfCampaign(campaign: string): Promise<number> {
  const { rows } = await database().query<{ views: number }>("select coalesce(sum(views), 0)::int as views from analytics_visits where campaign = $1", [campaign]);
  return rows[0]!.views;
}

/** The row of a breakdown table in the Analytics tab, its cells in column order. */
function breakdownRow(page: Page, table: string, label: string) {
  return page.getByRole("table", { name: table }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
}

test("a visitor from a campaign link sees three pages and books: one visitor, three views and one request in the tab", async ({ page, loginAs }) => {
  // Four pages, a booking, an account created with the CLI and a sign-in: longer than one page's test.
  test.setTimeout(90_000);
  const campaign = uniqueCampaign("spring");
  const name = uniqueName("Campaign Customer");

  await test.step("the visitor lands on a service page from a newsletter link", async () => {
    await page.goto(`/services/tv-mounting?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  await test.step("reads About Us, then opens the booking page", async () => {
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Book a Service" }).first().click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
  });

  await test.step("and books TV mounting", async () => {
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Phone Number").fill("(818) 555-0199");
    await page.getByLabel("Street Address").fill("123 Main St, Pasadena, CA");
    await page.getByLabel("ZIP Code").fill("91101");
    await page.getByLabel("Select Service").selectOption("tv-mounting");
    await page.getByRole("button", { name: "Request Service" }).click();
    await expect(page).toHaveURL(/\/status\/[0-9a-f-]{36}$/);
  });

  await test.step("the lead records its landing page, campaign and service", async () => {
    const { rows } = await database().query(
      `select l.service, s.landing_path, s.utm_source, s.utm_campaign, s.form, s.device
       from leads l join lead_sources s on s.lead_id = l.id where l.name = $1`,
      [name],
    );
    expect(rows).toEqual([
      { service: "tv-mounting", landing_path: "/services/tv-mounting", utm_source: "newsletter", utm_campaign: campaign, form: "booking", device: "desktop" },
    ]);
  });

  await test.step("the Analytics tab shows one visitor, three views and one request from the campaign", async () => {
    await loginAs("Ops Admin", { path: "/admin/analytics?range=7", label: "analytics" });
    await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
    const row = breakdownRow(page, "By campaign", campaign);
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole("cell")).toHaveText(["3", "1", "1", "100.0%", "0", "0", "0"], { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(breakdownRow(page, "By landing page", "/services/tv-mounting")).toHaveCount(1);
    await expect(breakdownRow(page, "By source", "newsletter")).toHaveCount(1);
    await expect(breakdownRow(page, "By service", "TV Mounting")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expect(page.getByRole("link", { name: "CSV of By campaign" })).toHaveAttribute("href", "/admin/analytics.csv?range=7&table=campaign");
    const csv = await page.request.get("/admin/analytics.csv?range=7&table=campaign");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`${campaign},3,1,1,1.0000,0,0,0`);
  });
});

test("Do-Not-Track and Global Privacy Control are honoured, and no page view sets a cookie", async ({ page, context }) => {
  const optedOut = [uniqueCampaign("dnt"), uniqueCampaign("gpc")];
  const control = uniqueCampaign("control");
  const setCookies: string[] = [];
  const watch = (response: Response) => {
    const header = response.headers()["set-cookie"];
    if (header) setCookies.push(`${response.url()}: ${header}`);
  };
  context.on("response", watch);

  for (const [header, campaign] of [["DNT", optedOut[0]!], ["Sec-GPC", optedOut[1]!]] as const) {
    const tab = await context.newPage();
    await tab.setExtraHTTPHeaders({ [header]: "1" });
    await tab.goto(`/?utm_campaign=${campaign}`);
    await tab.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(tab).toHaveURL(/\/about$/);
    await tab.close();
  }
  await page.goto(`/?utm_campaign=${control}`);
  await page.locator("footer").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

  // Views are written in order: once the control visit's two views are stored, the earlier ones would be too.
  await expect.poll(() => viewsOfCampaign(control), { timeout: 10_000 }).toBe(2);
  expect(await viewsOfCampaign(optedOut[0]!)).toBe(0);
  expect(await viewsOfCampaign(optedOut[1]!)).toBe(0);
  expect(setCookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test("the funnel's step names are whole and every table fits its card or scrolls inside it, its first column kept (issue 40 §6) @mobile", async ({ page, loginAs }, info) => {
  // A long landing page and source two days ago, as strangers' links make them.
  const long = `/services/light-fixture-installation?from=${uniqueCampaign("a-long-newsletter-link")}`;
  await database().query(
    `insert into analytics_daily (day, dimension, value, views, visitors)
     values ((now() at time zone 'America/Los_Angeles')::date - 2, 'landing', $1, 1234567, 123456),
            ((now() at time zone 'America/Los_Angeles')::date - 2, 'source', $2, 1234567, 123456)
     on conflict do nothing`,
    [long, `${uniqueCampaign("newsletter")}.mail.example-provider.com`],
  );
  await loginAs("Ops Admin", { path: "/admin/analytics?range=7", label: "analytics" });
  await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();

  for (const step of ["Confirmed by the customer", "Rescheduled by the customer", "Cancelled by the customer"]) {
    const label = page.locator(`[data-funnel-step="${step}"] > span`).first();
    await expect(label).toHaveText(step);
    // Whole on the screen: not cut by its box, and inside the card.
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth && node.getBoundingClientRect().left >= 0)).toBe(true);
  }

  const desktop = info.project.name.endsWith("desktop");
  for (const card of await page.locator("[data-breakdown]").all()) {
    const region = card.getByRole("region");
    const table = region.getByRole("table");
    if ((await table.count()) === 0) continue;
    const sizes = await region.evaluate((node) => ({ table: node.querySelector("table")!.getBoundingClientRect().width, region: node.clientWidth, scroll: node.scrollWidth, card: node.parentElement!.getBoundingClientRect().right }));
    // The card stays within the page, whatever the table's width.
    expect(sizes.card).toBeLessThanOrEqual(page.viewportSize()!.width);
    if (desktop) {
      expect(sizes.table, `${await card.getAttribute("data-breakdown")} fits its card at 1280 px`).toBeLessThanOrEqual(sizes.region);
    } else if (sizes.scroll > sizes.region) {
      // It scrolls inside its card, its first column kept at the left.
      const first = table.locator("tbody th").first();
      const before = (await first.boundingBox())!.x;
      // The kept column starts at the card's edge: no figure scrolls into view beside it.
      expect(Math.abs(before - (await region.boundingBox())!.x)).toBeLessThanOrEqual(1);
      await region.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
      await expect.poll(async () => (await first.boundingBox())!.x).toBe(before);
      const lastCell = table.locator("tbody tr").first().locator("td").last();
      const [cell, box] = [(await lastCell.boundingBox())!, (await region.boundingBox())!];
      expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
  }
  await page.locator("figure", { hasText: "From page view to completed job" }).screenshot({ path: info.outputPath("analytics-funnel.png") });
  await page.locator('[data-breakdown="landing"]').screenshot({ path: info.outputPath("analytics-landing.png") });
});
