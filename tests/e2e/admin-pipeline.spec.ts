import type { Page } from "@playwright/test";
import { addDays } from "date-fns";
import { isoDateInZone } from "~/utils/dates";
import { seedLeads as seedRealisticLeads } from "~/leads/seed.server";
import { appointmentLabel } from "~/leads/visit";
import { expect, test, type LoginAs } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, listBytesForOffice, seedLeads, uniqueEmail } from "./admin-helpers";
import { UUID } from "./leads-helpers";

test.afterAll(closeDatabase);

let admin = "";
let owner = "";
test.beforeAll(async () => {
  admin = uniqueEmail("pipeline-admin");
  owner = uniqueEmail("pipeline-owner");
  await createAdminWithCli(admin, "Ops Admin");
  await createAdminWithCli(owner, "Super Admin");
});

/** A lead with a phone number of its own (written the way the customer typed it). */
async function leadWithPhone(name: string, phone: string): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, street_address, zip_code)
     values ($1, $2, 'phone.customer@example.com', 'caulking', 'Re-caulk the tub.', 'New', '9 Elm St', '90012') returning id`,
    [name, phone],
  );
  return rows[0]!.id;
}

async function openLead(loginAs: LoginAs, page: Page, id: string, email = admin) {
  await loginAs({ email }, { path: `/admin/leads/${id}`, on: page });
  await expect(page.getByRole("heading", { name: "Actions" })).toBeVisible();
}

test("a Prioritized lead approved with a date and window: the customer's status page shows them", async ({ loginAs, page }) => {
  const name = `Scheduled ${Date.now()}`;
  const [id] = await seedLeads(name, 1, "Prioritized");
  await openLead(loginAs, page, id!);
  await expect(page.getByText("Prioritized", { exact: true })).toBeVisible();
  const approve = page.locator("form", { has: page.getByRole("button", { name: "Approve" }) });
  const visit = isoDateInZone(addDays(new Date(), 14));
  const appointment = appointmentLabel(visit, "8-10")!;
  await approve.getByLabel("Visit date").fill(visit);
  await approve.getByLabel("Arrival window").selectOption("8-10");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Lead approved successfully.")).toBeVisible();
  await expect(page.getByText(appointment).first()).toBeVisible();

  await page.goto(`/status/${id}`);
  const summary = page.getByRole("region", { name: "Request Summary" });
  await expect(summary.getByText("Scheduled Visit")).toBeVisible();
  await expect(summary.getByText(appointment)).toBeVisible();
});

test("a note is added and kept; the history says who did what", async ({ loginAs, page }) => {
  const [id] = await seedLeads(`Noted ${Date.now()}`, 1);
  await openLead(loginAs, page, id!);
  await page.getByLabel("New note").fill("Customer prefers a call after 5 pm.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await page.reload();
  const notes = page.getByRole("region", { name: "Internal notes" });
  await expect(notes.getByText("Customer prefers a call after 5 pm.")).toBeVisible();
  await expect(notes.getByText(admin)).toBeVisible();
});

test("a lead is found by its phone number typed another way", async ({ loginAs, page }) => {
  const line = String(Date.now() % 10_000).padStart(4, "0");
  const name = `Phone Search ${Date.now()}`;
  await leadWithPhone(name, `(213) 555-${line}`);
  await loginAs({ email: admin });
  await page.getByRole("searchbox", { name: "Search" }).fill(`213.555.${line}`);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=213\\.555\\.${line}`));
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
});

test("an approval is undone from its toast", async ({ loginAs, page }) => {
  const name = `Undo ${Date.now()}`;
  const [id] = await seedLeads(name, 1);
  await loginAs({ email: admin }, { path: `/admin?lead=${id}` });
  await page.getByRole("button", { name: `Approve lead from ${name} 001` }).click();
  await expect(page.getByText("Lead approved successfully.")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Change undone: the lead is New again.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin\\?lead=${id}$`));
  await expect(page.getByRole("button", { name: `Approve lead from ${name} 001` })).toBeVisible();
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByText(/Undid: New → Approved/)).toBeVisible();
});

test("the CSV export holds the lead of the current filter", async ({ loginAs, page }) => {
  const name = `Exported ${Date.now()}`;
  await seedLeads(name, 1);
  await loginAs({ email: admin }, { path: `/admin` });
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("link", { name: `${name} 001` })).toBeVisible();
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", /\/admin\/leads\.csv\?q=/);
  const href = await exportLink.getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = await response.text();
  expect(text).toContain(`${name} 001`);
  expect(text.trim().split("\r\n")).toHaveLength(2);
});

test("the second of two admins changing one lead is told it changed, and nothing is overwritten", async ({ loginAs, page, browser }) => {
  const [id] = await seedLeads(`Race ${Date.now()}`, 1);
  await openLead(loginAs, page, id!);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openLead(loginAs, otherPage, id!, owner);

  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Lead approved successfully.")).toBeVisible();
  await otherPage.getByRole("button", { name: "Mark In Review" }).click();
  await expect(otherPage.getByText("Failed to update lead status: this lead was already updated by someone else (now Approved).")).toBeVisible();
  await expect(otherPage.getByText("Approved", { exact: true })).toBeVisible();
  await other.close();
});

test("an assignment refused for a change meanwhile shows the lead as it now is", async ({ loginAs, page, browser }) => {
  const [id] = await seedLeads(`Assign race ${Date.now()}`, 1);
  await openLead(loginAs, page, id!);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openLead(loginAs, otherPage, id!, owner);
  const assignee = (target: Page) => target.getByRole("region", { name: "Assigned to" }).getByRole("combobox");

  await assignee(page).selectOption({ label: admin });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByText("Assignment saved.")).toBeVisible();
  await assignee(otherPage).selectOption({ label: owner });
  await otherPage.getByRole("button", { name: "Save assignment" }).click();
  await expect(otherPage.getByText("Failed to save the assignment: this lead was already updated by someone else (now New).")).toBeVisible();
  await expect(assignee(otherPage)).toHaveValue(await assignee(page).inputValue());
  await other.close();
});

test("a lead taken on the phone is entered, opens on its page with its reference, and is in the list", async ({ loginAs, page }) => {
  const name = `Phoned ${Date.now()}`;
  await loginAs({ email: admin });
  await page.getByRole("link", { name: "New Lead" }).click();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Phone Number").fill("(323) 555-0123");
  await page.getByLabel("Service").selectOption("tv-mounting");
  await page.getByLabel("What the customer needs").fill("Two TVs, brick wall.");
  await page.getByRole("button", { name: "Save Lead" }).click();
  await expect(page.getByText("Lead created.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${UUID.source}$`));
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Phone call, entered by staff")).toBeVisible();
  const reference = await page.locator("dd .font-mono").innerText();
  await expect(page.getByText(`Its reference code is ${reference}: give it to the customer.`)).toBeVisible();
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
});

/**
 * A page of leads as `npm run db:seed-leads` makes them (the bench's too): every value differs from
 * row to row as real leads' do (the hydration data shares repeated strings, so fifty copies of one
 * lead would weigh less), statuses spread over all six, e-mails, preferred dates and visits on most.
 */
test("a page of 50 leads is at most 60 KB of HTML", async ({ loginAs, page }) => {
  const prefix = `W${Date.now().toString(36)}`;
  const client = await database().connect();
  try {
    await seedRealisticLeads(client, 60, { namePrefix: prefix });
  } finally {
    client.release();
  }
  await loginAs({ email: admin });
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  const { html, bytes, perAdmin } = await listBytesForOffice(page.request, `/admin?q=${encodeURIComponent(prefix)}`);
  expect((html.match(/<tr/g) ?? []).length).toBe(51);
  expect((html.match(/>Approve</g) ?? []).length).toBeGreaterThanOrEqual(20);
  // Each admin adds an assignee choice; a small one.
  expect(perAdmin).toBeLessThan(300);
  expect(bytes).toBeLessThanOrEqual(60 * 1024);
});

test.describe("at 390 px @mobile", () => {
  const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  test("each lead is a compact card, with no horizontal overflow @mobile", async ({ loginAs, page }) => {
    const name = `Card ${Date.now()}`;
    const [id] = await seedLeads(name, 1);
    await database().query("update leads set email = 'a.very.long.address.for.a.customer.with.a.long.name@example-company-domain.com' where id = $1", [id]);
    await loginAs({ email: admin }, { path: `/admin?lead=${id}` });
    const card = page.getByRole("row", { name: new RegExp(`${name} 001`) });
    await expect(card).toBeVisible();
    expect(await noHorizontalOverflow(page)).toBe(true);
    const box = (await card.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const email = page.getByText("a.very.long.address", { exact: false });
    const emailBox = (await email.boundingBox())!;
    expect(emailBox.height).toBeLessThan(30);
    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByRole("heading", { name: "Actions" })).toBeVisible();
    expect(await noHorizontalOverflow(page)).toBe(true);
  });

  test("the admin users page has no horizontal overflow @mobile", async ({ loginAs, page }) => {
    await loginAs({ email: owner }, { path: "/admin/users" });
    await expect(page.getByRole("heading", { name: "Admin Users" })).toBeVisible();
    await expect(page.getByText(owner).first()).toBeVisible();
    expect(await noHorizontalOverflow(page)).toBe(true);
  });
});
