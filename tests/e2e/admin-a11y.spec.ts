import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, seedLeads, signIn, tabs, uniqueEmail } from "./admin-helpers";

test.afterAll(closeDatabase);

let owner = "";
let denied = "";
test.beforeAll(async () => {
  owner = uniqueEmail("a11y-owner");
  denied = uniqueEmail("a11y-denied");
  await createAdminWithCli(owner, "Super Admin");
  await createAdminWithCli(denied, "Ops Admin");
  await seedLeads(`A11y ${Date.now()}`, 3);
});

/** axe-core on the page, and a full-page screenshot to look at (390 px on mobile, 1280 px on desktop). */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("admin pages pass axe-core, at 390 and 1280 px @mobile", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await check(page, "login");

  await signIn(page, owner, "not the right password");
  await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toContainText("Invalid email or password.");
  await page.waitForTimeout(1_000);
  await check(page, "login-failed");

  await page.goto("/admin/forgot-password");
  await check(page, "forgot-password");
  await page.goto("/admin/reset-password/not-a-real-token");
  await check(page, "reset-invalid");

  await page.goto("/admin");
  await signIn(page, owner);
  await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();
  await page.waitForTimeout(4_500); // let the sign-in toasts fade before the screenshot
  await check(page, "leads");

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

  await tabs(page).getByRole("link", { name: "AI Tools" }).click();
  await expect(page.getByRole("heading", { name: "AI Tools Coming Soon" })).toBeVisible();
  await check(page, "ai-tools");

  await page.goto("/admin/users");
  await page.getByRole("button", { name: `Deactivate ${denied}` }).click();
  await expect(page.getByText("User deactivated successfully.")).toBeVisible();
  const otherContext = await browser.newContext({ viewport: page.viewportSize() });
  const other = await otherContext.newPage();
  await other.goto("/admin");
  await signIn(other, denied);
  await expect(other.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expectNoAxeViolations(other);
  await other.screenshot({ path: test.info().outputPath("access-denied.png"), fullPage: true });
  await otherContext.close();
});
