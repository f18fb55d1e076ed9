import type { Page, TestInfo } from "@playwright/test";
import { format } from "date-fns";
import { isoDateInZone } from "~/utils/dates";
import { appointmentLabel } from "~/leads/visit";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { addPhoto, closeDatabase, createAdminWithCli, database, signIn, uniqueEmail } from "./admin-helpers";

test.afterAll(closeDatabase);

let owner = "";
let ops = "";
test.beforeAll(async () => {
  owner = uniqueEmail("schedule-owner");
  ops = uniqueEmail("schedule-ops");
  await createAdminWithCli(owner, "Super Admin");
  await createAdminWithCli(ops, "Ops Admin");
});

/**
 * A Tuesday far ahead, its own for each test and viewport (the projects share one database and
 * each window takes two visits), so tests never fill each other's windows.
 */
function tuesday(info: TestInfo, slot: number): string {
  const weeks = 30 + slot * 2 + (info.project.name === "mobile" ? 1 : 0);
  let day = addDaysIso(isoDateInZone(new Date()), weeks * 7);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 2) day = addDaysIso(day, 1);
  return day;
}

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function visit(name: string, date: string | null, window: string | null, status = "Approved"): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, street_address, zip_code, scheduled_date, arrival_window)
     values ($1, '(310) 555-0142', 'visit.customer@example.com', 'tv-mounting', 'Mount a 65" TV above the fireplace.', $2, '42 Ocean Ave', '90401', $3, $4)
     returning id`,
    [name, status, date, window],
  );
  return rows[0]!.id;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function openSchedule(page: Page, query: string, email = ops) {
  await page.goto(`/admin/schedule?${query}`);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Schedule", exact: true })).toBeVisible();
}

test("Schedule settings: a Super Admin saves them, a wrong value comes back with its message and the other values kept @mobile", async ({ page }, info) => {
  await page.goto("/admin/schedule/settings");
  await signIn(page, owner);
  await expect(page.getByRole("heading", { name: "Schedule settings" })).toBeVisible();
  await expect(page.getByLabel("Visits per window")).toHaveValue("2");
  await expect(page.getByLabel("Monday")).toBeChecked();
  await expect(page.getByLabel("Sunday")).not.toBeChecked();

  await page.getByLabel("Opens at").fill("09:00");
  await page.getByLabel("Closes at").fill("08:00");
  await page.getByLabel("Earliest booking (hours from now)").fill("3");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Closing time must be after opening time.")).toBeVisible();
  await expect(page.getByLabel("Earliest booking (hours from now)")).toHaveValue("3");

  await page.getByLabel("Opens at").fill("08:00");
  await page.getByLabel("Closes at").fill("18:00");
  await page.getByLabel("Earliest booking (hours from now)").fill("2");
  await page.getByLabel("Reminder hour").selectOption("17");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Schedule settings saved.")).toBeVisible();
  await expect(page.getByLabel("Reminder hour")).toHaveValue("17");

  const closed = tuesday(info, 6);
  const closures = page.locator("form", { has: page.getByRole("button", { name: "Close", exact: true }) });
  await closures.getByLabel("Date").fill(closed);
  await closures.getByLabel("Closed").selectOption("12-2");
  await closures.getByRole("button", { name: "Close", exact: true }).click();
  const label = `${format(new Date(`${closed}T12:00:00`), "MMMM d, yyyy")}: 12–2 pm`;
  await expect(page.getByRole("list", { name: "Closed dates and windows" }).getByText(label)).toBeVisible();
  await shot(page, "settings");
  await page.getByRole("button", { name: `Open again: ${label}` }).click();
  await expect(page.getByText("Open again.")).toBeVisible();
});

test("Schedule settings are refused to an Ops Admin @mobile", async ({ page }) => {
  await page.goto("/admin/schedule/settings");
  await signIn(page, ops);
  await expect(page.getByText("Only Super Admins can change the schedule settings.")).toBeVisible();
  const posted = await page.request.post("/admin/schedule/settings", {
    form: { intent: "add-closure", date: "2030-01-01", window: "" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(posted.status()).toBe(403);
});

test("the week view shows requested and confirmed visits with their free places; a visit is moved and the customer told @mobile", async ({ page }, info) => {
  const date = tuesday(info, 0);
  const stamp = Date.now();
  const confirmed = await visit(`Week Confirmed ${stamp}`, date, "8-10");
  await visit(`Week Requested ${stamp}`, date, "8-10", "New");
  await openSchedule(page, `view=week&date=${date}`);
  const week = page.getByRole("region", { name: "Week schedule, scrolls sideways" });
  const confirmedCard = week.getByRole("listitem").filter({ hasText: `Week Confirmed ${stamp}` });
  await expect(confirmedCard).toContainText("✓ Confirmed");
  await expect(confirmedCard).toContainText("TV Mounting");
  await expect(confirmedCard).toContainText("90401");
  await expect(week.getByRole("listitem").filter({ hasText: `Week Requested ${stamp}` })).toContainText("Requested");
  await expect(week.getByText("Full").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "week");

  await week.getByRole("link", { name: `${format(new Date(`${date}T12:00:00`), "EEE, MMM d")} (day view)` }).click();
  await expect(page.getByRole("heading", { name: "8–10 am" })).toBeVisible();
  const move = page.getByRole("form", { name: `Move: Week Confirmed ${stamp}` });
  const to = addDaysIso(date, 1);
  await move.getByLabel("Date").fill(to);
  await move.getByLabel("Window").selectOption("10-12");
  await move.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText(`Visit moved to ${appointmentLabel(to, "10-12")}.`)).toBeVisible();
  await shot(page, "day-after-move");
  const { rows } = await database().query("select scheduled_date::text as date, arrival_window from leads where id = $1", [confirmed]);
  expect(rows[0]).toEqual({ date: to, arrival_window: "10-12" });
  const notice = await database().query("select subject from mail_outbox where kind = 'lead-rescheduled-customer' and idempotency_key like $1", [`notice:${confirmed}:%`]);
  expect(notice.rows).toHaveLength(1);
});

test("the Schedule fits the screen: a phone opens on the day, and at 1280 px the week's seven days fit beside the side list @mobile", async ({ page }, info) => {
  const date = tuesday(info, 8);
  const stamp = Date.now();
  await visit(`Fit ${stamp}`, date, "10-12");
  await openSchedule(page, `date=${date}`);
  const week = page.getByRole("region", { name: "Week schedule, scrolls sideways" });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  const width = page.viewportSize()!.width;
  if (info.project.name === "mobile") {
    await expect(page.getByRole("heading", { name: format(new Date(`${date}T12:00:00`), "EEEE, MMMM d, yyyy") })).toBeVisible();
    await expect(week).toHaveCount(0);
    expect(await pageWidth()).toBeLessThanOrEqual(width);
    await shot(page, "phone-day");
    // The week, chosen, scrolls inside its own region: the page stays the screen's width.
    await page.getByRole("link", { name: "Week", exact: true }).click();
    await expect(week).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(width);
  } else {
    await expect(week).toBeVisible();
    const sunday = week.getByRole("columnheader").last();
    await expect(sunday).toContainText("Sun");
    const region = (await week.boundingBox())!;
    const sundayBox = (await sunday.boundingBox())!;
    expect(sundayBox.x + sundayBox.width).toBeLessThanOrEqual(region.x + region.width);
    expect(await week.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const side = (await page.getByRole("complementary", { name: "Approved, no visit yet" }).boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(region.x + region.width);
    expect(side.x + side.width).toBeLessThanOrEqual(width);
    expect(await pageWidth()).toBeLessThanOrEqual(width);
    await shot(page, "week-1280");
  }
});

test("without JavaScript, a move into a full window is refused and the visit stays @mobile", async ({ browser }, info) => {
  const date = tuesday(info, 2);
  const stamp = Date.now();
  await visit(`Full A ${stamp}`, date, "8-10");
  await visit(`Full B ${stamp}`, date, "8-10");
  const mover = await visit(`Mover ${stamp}`, date, "2-4");
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: info.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await openSchedule(page, `view=day&date=${date}`);
  const move = page.getByRole("form", { name: `Move: Mover ${stamp}` });
  await move.getByLabel("Window").selectOption("8-10");
  await move.getByRole("button", { name: "Move" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/schedule\\?view=day&date=${date}$`));
  // The whole document, not the part streamed so far; the toast is in <noscript>.
  await page.waitForLoadState("load");
  expect(await page.content()).toContain("Failed to move the visit: that window is full.");
  await shot(page, "full-window-refused");
  const { rows } = await database().query("select arrival_window from leads where id = $1", [mover]);
  expect(rows[0]).toEqual({ arrival_window: "2-4" });
  await context.close();
});

test("the day sheet lists an assignee's visits in window order with city, address, phone, map link, photo, confirmed or clearly requested, and the customer's confirmation, and prints without the dashboard @mobile", async ({ page }, info) => {
  const date = tuesday(info, 4);
  const stamp = Date.now();
  const later = await visit(`Sheet Later ${stamp}`, date, "2-4");
  const first = await visit(`Sheet First ${stamp}`, date, "8-10");
  await visit(`Sheet Other ${stamp}`, date, "10-12");
  const requested = await visit(`Sheet Requested ${stamp}`, date, "12-2", "New");
  await addPhoto(first);
  const { rows } = await database().query<{ id: string }>("select id from admin_users where email = $1", [ops]);
  await database().query("update leads set assigned_to = $1 where id = any($2)", [rows[0]!.id, [first, later, requested]]);
  // The first customer confirmed from the reminder; the technician sees it at the door.
  await database().query("update leads set customer_confirmed_at = now(), customer_confirmed_for = $2 where id = $1", [first, `${date} 8-10`]);

  await openSchedule(page, `view=day&date=${date}&assignee=mine`);
  await page.getByRole("link", { name: /Day sheet for/ }).click();
  await expect(page.getByRole("heading", { name: /Day sheet:/ })).toContainText(ops);
  const items = page.getByRole("list", { name: "Visits" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  // Each visit names its city; a confirmed one says so, a requested one says in words that nobody confirmed it.
  await expect(items.nth(0)).toContainText(`8–10 am · Sheet First ${stamp} · Santa Monica`);
  await expect(items.nth(1)).toContainText(`12–2 pm · Sheet Requested ${stamp} · Santa Monica`);
  await expect(items.nth(2)).toContainText(`2–4 pm · Sheet Later ${stamp} · Santa Monica`);
  await expect(items.nth(0)).toContainText("Confirmed");
  await expect(items.nth(1)).toContainText("Requested, not confirmed: the office has not confirmed this time with the customer.");
  await expect(items.nth(2)).not.toContainText("Requested");
  await expect(items.nth(0)).toContainText("Customer confirmed");
  await expect(items.nth(2)).not.toContainText("Customer confirmed");
  await expect(items.nth(0)).toContainText("42 Ocean Ave, Santa Monica 90401");
  await expect(items.nth(0)).toContainText("(310) 555-0142");
  await expect(items.nth(0)).toContainText('Mount a 65" TV above the fireplace.');
  await expect(items.nth(0).getByRole("link", { name: /Map/ })).toHaveAttribute("href", /google\.com\/maps\/search\/\?api=1&query=42%20Ocean%20Ave%2C%20Santa%20Monica%2090401/);
  await expect(items.nth(0).getByRole("img", { name: `Photo from Sheet First ${stamp}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "day-sheet");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeHidden();
  await shot(page, "day-sheet-print");
});
