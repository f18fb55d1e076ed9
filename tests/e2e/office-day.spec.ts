import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, type LoginAs } from "./fixtures";
import { closeDatabase, confirmStep, database, listBytesForOffice, OFFICE_ADMINS, seedLeads } from "./admin-helpers";
import { uniqueName } from "./leads-helpers";
import { seedLeads as seedRealisticLeads } from "~/leads/seed.server";

test.afterAll(closeDatabase);

/** Signs in as a new admin of `role` and waits for the dashboard; returns the address. */
async function signedIn(loginAs: LoginAs, page: Page, role: "Ops Admin" | "Super Admin" = "Ops Admin"): Promise<string> {
  const email = await loginAs(role);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  return email;
}

/** A lead with a visit, assigned to the admin `email`, in Santa Monica (90401); returns its id. */
async function scheduledLead(name: string, email: string, phone = "(213) 555-5838"): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, zip_code, scheduled_date, arrival_window, assigned_to)
     values ($1, $3, 'office@example.com', 'tv-mounting', 'Mount a TV.', 'Approved', '90401',
             (now() at time zone 'America/Los_Angeles')::date + 3, '8-10', (select id from admin_users where email = $2))
     returning id`,
    [name, email, phone],
  );
  return rows[0]!.id;
}

test("the list shows the city, the assignee's name and the appointment @mobile", async ({ loginAs, page }, testInfo) => {
  const email = await signedIn(loginAs, page);
  await database().query("update admin_users set name = 'Olivia Ops' where email = $1", [email]);
  const name = uniqueName("Listed");
  const id = await scheduledLead(name, email);
  await page.goto(`/admin?lead=${id}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Santa Monica 90401", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: /^(Assigned to )?Olivia Ops$/ })).toBeVisible();
  await expect(row.getByText(/^Visit .+8–10/)).toBeVisible();
  if (testInfo.project.name === "desktop") {
    const heads = await page.locator(".lead-table thead th").allTextContents();
    expect(heads).toEqual(["Customer", "Service", "City", "Appointment", "Assigned to", "Status", "Actions"]);
  }
  await page.screenshot({ path: testInfo.outputPath("list.png"), fullPage: false });
});

test("a page of 50 leads stays under 60 KB of HTML, for the owner with the onboarding checklist too", async ({ loginAs, page }, testInfo) => {
  // The owner (a Super Admin) sees the most: every tab, and the onboarding checklist until the business profile is complete.
  const email = await signedIn(loginAs, page, "Super Admin");
  // Leads as the office has them (decision 015's seed: statuses spread, e-mails, preferred dates and visits on most), assigned to a named admin.
  const prefix = uniqueName("Fifty");
  const client = await database().connect();
  try {
    await seedRealisticLeads(client, 55, { namePrefix: prefix });
  } finally {
    client.release();
  }
  await database().query(
    "update leads set assigned_to = (select id from admin_users where email = $2) where name like $1 || '%'",
    [prefix, email],
  );
  await database().query("update admin_users set name = 'Olivia Ops-Martinez' where email = $1", [email]);
  const { html, bytes, perAdmin, admins } = await listBytesForOffice(page.request, `/admin?q=${encodeURIComponent(prefix)}`);
  writeFileSync(testInfo.outputPath("page.html"), html);
  expect((html.match(/<tr/g) ?? []).length).toBe(51);
  expect(html).toContain('data-testid="onboarding-checklist"');
  testInfo.annotations.push({ type: "HTML bytes", description: `${Buffer.byteLength(html)} with ${admins} admins; ${Math.round(bytes)} for ${OFFICE_ADMINS}` });
  expect(perAdmin).toBeLessThan(300);
  expect(bytes).toBeLessThan(60 * 1024);
  // The header's and the tabs' icons are references into the sprite the server draws once: each one is in it.
  const sprite = await page.request.get("/admin/icons.svg");
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  const symbols = await sprite.text();
  const used = [...html.matchAll(/<use href="\/admin\/icons\.svg#([^"]+)"/g)].map(([, id]) => id);
  expect(used).toHaveLength(12);
  for (const id of used) expect(symbols).toContain(`<symbol id="${id}"`);
});

test("a customer's other requests are linked on the lead page, newest first", async ({ loginAs, page }) => {
  const email = await signedIn(loginAs, page);
  const name = uniqueName("Repeat");
  // A number of this test's own: the same digits, typed two ways.
  const digits = String(Date.now()).slice(-7);
  const first = await scheduledLead(name, email, `(626) ${digits.slice(0, 3)}-${digits.slice(3)}`);
  const second = await scheduledLead(name, email, `626.${digits.slice(0, 3)}.${digits.slice(3)}`);
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, zip_code) values ($1, $2, 'other@example.com', 'drywall-repair', 'A hole.', 'New', '91101') returning id`,
    [name, `+1 626 ${digits}`],
  );
  await database().query("update leads set created_at = created_at - interval '2 days' where id = $1", [first]);
  await page.goto(`/admin/leads/${rows[0]!.id}`);
  const block = page.getByRole("region", { name: "2 earlier requests" });
  await expect(block).toBeVisible();
  const links = block.getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute("href", `/admin/leads/${second}`);
  await expect(links.nth(1)).toHaveAttribute("href", `/admin/leads/${first}`);
});

test("Reject asks first, names the customer, and the note box empties once saved @mobile", async ({ loginAs, page }) => {
  await signedIn(loginAs, page);
  const name = uniqueName("Maria");
  const [id] = await seedLeads(name, 1);
  await page.goto(`/admin/leads/${id}`);
  await page.getByLabel("New note").fill("Call after 5 pm");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByText("Call after 5 pm")).toBeVisible();
  await expect(page.getByLabel("New note")).toHaveValue("");

  await page.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByRole("region", { name: `Reject ${name} 001's request?` })).toBeVisible();
  const { rows } = await database().query<{ status: string }>("select status from leads where id = $1", [id]);
  expect(rows[0]!.status).toBe("New");
  await confirmStep(page, `Reject ${name} 001's request?`);
  await expect(page.getByText("Lead rejected successfully.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Reject from the list asks on a page of its own, then rejects", async ({ loginAs, page }) => {
    await signedIn(loginAs, page);
    const name = uniqueName("NoJs");
    const [id] = await seedLeads(name, 1);
    await page.goto(`/admin?lead=${id}`);
    await page.getByRole("button", { name: `Reject lead from ${name} 001` }).click();
    await confirmStep(page, `Reject ${name} 001's request?`);
    await page.waitForLoadState("load");
    expect(await page.content()).toContain("Lead rejected successfully.");
    const { rows } = await database().query<{ status: string }>("select status from leads where id = $1", [id]);
    expect(rows[0]!.status).toBe("Not Qualified");
  });

  test("the bulk bar shows once a lead is checked, and marks it In Review @mobile", async ({ loginAs, page }) => {
    await signedIn(loginAs, page);
    const name = uniqueName("NoJsBulk");
    const [id] = await seedLeads(name, 1);
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await expect(page.locator(".lead-bulk")).toBeHidden();
    await page.getByRole("checkbox", { name: `Select lead from ${name} 001` }).check();
    await expect(page.locator(".lead-bulk")).toBeInViewport();
    const summary = page.locator(".lead-bulk > summary");
    if (await summary.isVisible()) await summary.click();
    await page.getByRole("button", { name: "Mark Selected In Review" }).click();
    await page.waitForLoadState("load");
    const { rows } = await database().query<{ status: string }>("select status from leads where id = $1", [id]);
    expect(rows[0]!.status).toBe("In Review");
  });
});

test("a toast never covers the header's controls, the tabs or the page title @mobile", async ({ loginAs, page }) => {
  await signedIn(loginAs, page);
  const [id] = await seedLeads(uniqueName("Toast"), 1);
  await page.goto(`/admin?lead=${id}`);
  await page.getByRole("button", { name: /^Approve lead from/ }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const covered = [
    page.getByRole("link", { name: "Your Account" }),
    page.getByRole("button", { name: /Logout/ }),
    page.getByRole("navigation", { name: "Dashboard sections" }),
    page.getByRole("heading", { name: "Leads", level: 2 }),
  ];
  for (const control of covered) {
    const other = (await control.boundingBox())!;
    const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
    expect(overlaps, String(await control.evaluate((element) => element.outerHTML.slice(0, 60)))).toBe(false);
  }
});

test("the Analytics tab's tables fit their cards and the daily chart has a scale per series", async ({ loginAs, page }, testInfo) => {
  await signedIn(loginAs, page);
  // Today's visits with a long landing page and source, and a booking from /book in a Pasadena ZIP.
  const long = `/services/tv-mounting-and-home-theater-installation-${"x".repeat(80)}`;
  await database().query(
    `insert into analytics_visits (day, visitor, views, device, landed_at, landing, source)
     select (now() at time zone 'America/Los_Angeles')::date, md5(random()::text), 3, 'desktop', now(), $1, $2 from generate_series(1, 5)`,
    [long, `news-and-reviews-of-home-services-${"y".repeat(60)}.example.com`],
  );
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, source, zip_code) values ($1, '(626) 555-0100', '', 'tv-mounting', 'A TV.', 'New', 'booking', '91101') returning id`,
    [uniqueName("Booked")],
  );
  await database().query(`insert into lead_sources (lead_id, landing_path, device, form) values ($1, $2, 'mobile', 'booking')`, [rows[0]!.id, long]);
  await page.goto("/admin/analytics");
  await expect(page.locator('[data-breakdown="city"]').getByRole("rowheader", { name: "Pasadena" })).toBeVisible();
  const cards = page.locator("[data-breakdown]");
  expect(await cards.count()).toBeGreaterThan(3);
  for (const card of await cards.all()) {
    const fits = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const table = element.querySelector("table");
      const scroller = element.querySelector('[role="region"]') as HTMLElement;
      const within = scroller.getBoundingClientRect().right <= box.right + 0.5;
      return box.right <= document.documentElement.clientWidth && within && (!table || table.scrollWidth <= scroller.clientWidth || getComputedStyle(scroller).overflowX === "auto");
    });
    expect(fits, String(await card.getAttribute("data-breakdown"))).toBe(true);
  }
  await expect(page.locator('[data-scale="views"]')).toHaveCount(1);
  await expect(page.locator('[data-scale="requests"]')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath("analytics.png"), fullPage: true });
});

test("the CSV names its time zone, writes phones as typed and still guards formulas", async ({ loginAs, page }) => {
  await signedIn(loginAs, page);
  const name = uniqueName("Csv");
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, zip_code) values ($1, '+1 213 555 5838', 'csv@example.com', 'tv-mounting', '=HYPERLINK("x")', 'New', '91101') returning id`,
    [name],
  );
  const response = await page.request.get(`/admin/leads.csv?lead=${rows[0]!.id}`);
  const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]).toContain("Created (Los Angeles time)");
  const cells = lines[1]!.split(",");
  expect(cells).toContain("(213) 555-5838");
  expect(cells.filter((cell) => cell.startsWith("'") && /^'[\d(+]/.test(cell))).toEqual([]);
  expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
});

test("an admin saves the current search as a view, a tab for them only, and deletes it @mobile", async ({ loginAs, page, browser }) => {
  const email = await signedIn(loginAs, page);
  await page.goto("/admin?status=new&assignee=me");
  const summary = page.getByText(/^Search and filters/);
  if (await summary.isVisible()) await summary.click();
  await page.getByLabel("Save this search and its filters as a view").fill("My new ones");
  await page.getByRole("button", { name: "Save View" }).click();
  await expect(page.getByText('View "My new ones" saved.')).toBeVisible();
  const views = page.getByRole("navigation", { name: "Your saved views" });
  const tab = views.getByRole("link", { name: "My new ones" });
  await expect(tab).toHaveAttribute("href", "/admin?status=new&assignee=me");
  await expect(tab).toHaveAttribute("aria-current", "page");
  const { rows } = await database().query<{ email: string }>(
    "select a.email from admin_saved_views v join admin_users a on a.id = v.admin_id where v.name = 'My new ones'",
  );
  expect(rows.map((row) => row.email)).toContain(email);

  const other = await browser.newContext({ viewport: page.viewportSize()! });
  const otherPage = await other.newPage();
  await loginAs("Ops Admin", { on: otherPage });
  await expect(otherPage.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(otherPage.getByRole("link", { name: "My new ones" })).toHaveCount(0);
  await other.close();

  await views.getByRole("button", { name: "Delete view My new ones" }).click();
  await expect(page.getByText('View "My new ones" deleted.')).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Your saved views" })).toHaveCount(0);
});

test("on a phone the dashboard's header and tabs, and the list's head, tabs and filters, take at most 130 px above the first lead @mobile-only", async ({ loginAs, page }, testInfo) => {
  await signedIn(loginAs, page);
  await seedLeads(uniqueName("Phone"), 1);
  await page.goto("/admin");
  const firstLead = (await page.locator(".lead-table tbody tr").first().boundingBox())!.y;
  testInfo.annotations.push({ type: "first lead (px from the top)", description: String(Math.round(firstLead)) });
  expect(firstLead).toBeLessThanOrEqual(130);
  await expect(page.getByRole("link", { name: "Your Account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Leads" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath("list-390.png") });
  // The filters open over the list, the search first.
  await page.getByText(/^Search and filters/).click();
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("list-390-filters.png") });
});

test("bulk: mark several In Review (a lead not allowed is skipped and named), undo the batch, then reject them with one reason @mobile", async ({ loginAs, page }) => {
  const email = await signedIn(loginAs, page);
  // The bar's selects hold every admin's name: a long one must not push its select over the buttons.
  await database().query("update admin_users set name = $2 where email = $1", [email, `Maximiliana Esperanza Villaseñor-Castellanos de la Fuente ${uniqueName("Office")}`]);
  const prefix = uniqueName("Bulk");
  const open = await seedLeads(`${prefix} A`, 2);
  const [done] = await seedLeads(`${prefix} B`, 1, "Completed");
  const statuses = async () =>
    (await database().query<{ status: string }>("select status from leads where id = any($1) order by name", [[...open, done]])).rows.map((row) => row.status);
  await page.goto(`/admin?q=${encodeURIComponent(prefix)}&sort=oldest`);
  const bar = page.getByRole("group", { name: "With the selected leads" });
  const summary = page.locator(".lead-bulk > summary");
  // Nothing checked: no bar over the rows. Checked: the bar at the foot of the screen.
  await expect(page.locator(".lead-bulk")).toBeHidden();
  for (const name of [`${prefix} A 001`, `${prefix} A 002`, `${prefix} B 001`]) await page.getByRole("checkbox", { name: `Select lead from ${name}` }).check();
  await expect(page.locator(".lead-bulk")).toBeVisible();
  await expect(page.locator(".lead-bulk")).toBeInViewport();
  if (await summary.isVisible()) await summary.click();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect((await bar.boundingBox())!.width).toBeLessThanOrEqual(width);
  await bar.getByRole("button", { name: "Mark Selected In Review" }).click();
  await expect(page.getByText("2 leads marked In Review.")).toBeVisible();
  await expect(page.getByText("1 skipped: a Completed lead cannot become In Review.")).toBeVisible();
  expect(await statuses()).toEqual(["In Review", "In Review", "Completed"]);
  const history = await database().query("select 1 from lead_status_history where lead_id = any($1) and to_status = 'In Review'", [open]);
  expect(history.rowCount).toBe(2);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Change undone for 2 leads.")).toBeVisible();
  expect(await statuses()).toEqual(["New", "New", "Completed"]);

  for (const name of [`${prefix} A 001`, `${prefix} A 002`]) await page.getByRole("checkbox", { name: `Select lead from ${name}` }).check();
  if (await summary.isVisible()) await summary.click();
  await bar.getByLabel("Reason").selectOption({ label: "Duplicate request" });
  await bar.getByRole("button", { name: "Reject Selected" }).click();
  await confirmStep(page, "Reject 2 leads?");
  await expect(page.getByText("2 leads rejected.")).toBeVisible();
  const { rows } = await database().query<{ status: string; reason: string }>(
    "select status, not_qualified_reason as reason from leads where id = any($1)",
    [open],
  );
  expect(rows).toEqual([
    { status: "Not Qualified", reason: "Duplicate request" },
    { status: "Not Qualified", reason: "Duplicate request" },
  ]);
});
