import type { Page } from "@playwright/test";
import { animationsSettled, expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, seedLeads, signIn, tabs, uniqueEmail } from "./admin-helpers";

test.afterAll(closeDatabase);

let owner = "";
let second = "";
test.beforeAll(async () => {
  owner = uniqueEmail("a11y-owner");
  second = uniqueEmail("a11y-second");
  await createAdminWithCli(owner, "Super Admin");
  await createAdminWithCli(second, "Ops Admin");
  await database().query("update admin_users set totp_secret = 'JBSWY3DPEHPK3PXP' where email = $1", [second]);
  await seedLeads(`A11y ${Date.now()}`, 3);
});

/** axe-core on the page, and a full-page screenshot to look at (390 px on mobile, 1280 px on desktop). */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// Four tests rather than one, each page checked as before: one test of 22 pages at two sizes ran
// past its 90 s on a loaded machine.
test("the sign-in pages pass axe-core, at 390 and 1280 px @mobile", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await check(page, "login");

  await signIn(page, owner, "not the right password");
  await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toContainText("Invalid email or password.");
  await animationsSettled(page);
  await check(page, "login-failed");

  await page.goto("/admin/forgot-password");
  await check(page, "forgot-password");
  await page.goto("/admin/reset-password/not-a-real-token");
  await check(page, "reset-invalid");
});

test("the leads, new lead, users, analytics, business and AI tools pages pass axe-core, at 390 and 1280 px @mobile", async ({ loginAs, page }) => {
  // Eight pages at two sizes each: about a minute on a loaded machine.
  test.setTimeout(120_000);
  await loginAs({ email: owner });
  await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();
  await animationsSettled(page);
  await check(page, "leads");

  await page.getByRole("link", { name: "New Lead" }).click();
  await expect(page.getByRole("heading", { name: "New Lead" })).toBeVisible();
  await check(page, "new-lead");
  await page.getByRole("button", { name: "Save Lead" }).click();
  await expect(page.getByText("Please select a service")).toBeVisible();
  await check(page, "new-lead-errors");
  await tabs(page).getByRole("link", { name: "Leads" }).click();

  await tabs(page).getByRole("link", { name: "Admin Users" }).click();
  await expect(page.getByRole("heading", { name: "Admin Users" })).toBeVisible();
  await check(page, "users");

  await page.getByRole("link", { name: "Invite Admin" }).click();
  await expect(page.getByRole("dialog", { name: "Invite New Admin" })).toBeVisible();
  await check(page, "invite-dialog");
  await page.keyboard.press("Escape");

  await tabs(page).getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("table", { name: "By landing page" })).toBeAttached();
  await check(page, "analytics");

  await tabs(page).getByRole("link", { name: "Business" }).click();
  await expect(page.getByRole("heading", { name: "Licence, insurance and years" })).toBeVisible();
  await check(page, "business");

  await tabs(page).getByRole("link", { name: "AI Tools" }).click();
  await expect(page.getByRole("heading", { name: "Triage of recent requests" })).toBeVisible();
  await check(page, "ai-tools");
});

test("the schedule's pages pass axe-core, at 390 and 1280 px @mobile", async ({ loginAs, page }) => {
  test.setTimeout(60_000);
  await loginAs({ email: owner });
  await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();
  await tabs(page).getByRole("link", { name: "Schedule" }).click();
  await expect(page.getByRole("heading", { name: "Schedule", exact: true })).toBeVisible();
  await check(page, "schedule-week");
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await expect(page.getByRole("heading", { name: "8–10 am" })).toBeVisible();
  await check(page, "schedule-day");
  await page.getByRole("link", { name: /Day sheet for/ }).click();
  await expect(page.getByRole("heading", { name: /Day sheet:/ })).toBeVisible();
  await check(page, "schedule-sheet");
  await page.goto("/admin/schedule/settings");
  await expect(page.getByRole("heading", { name: "Schedule settings" })).toBeVisible();
  await check(page, "schedule-settings");
});

test("the account, two-factor set-up and verify pages pass axe-core, at 390 and 1280 px @mobile", async ({ loginAs, page, browser }) => {
  await loginAs({ email: owner });
  await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();
  await page.getByRole("link", { name: "Your Account" }).click();
  await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  await check(page, "account");
  await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  await expect(page.getByLabel("Code from the app")).toBeVisible();
  await check(page, "account-two-factor-setup");

  const otherContext = await browser.newContext({ viewport: page.viewportSize() });
  const other = await otherContext.newPage();
  await loginAs({ email: second }, { on: other });
  await expect(other).toHaveURL(/\/admin\/verify$/);
  await check(other, "two-factor-verify");
  await otherContext.close();
});
