import { expect, test } from "./fixtures";
import {
  confirmStep,
  closeDatabase,
  createAdminWithCli,
  linkFromOutbox,
  PASSWORD,
  signIn,
  tabs,
  uniqueEmail,
} from "./admin-helpers";

test.afterAll(closeDatabase);

test("signed out, every admin URL shows the sign-in screen, and signing in returns there", async ({ page }) => {
  const owner = uniqueEmail("gate-owner");
  await createAdminWithCli(owner, "Super Admin");
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(401);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page).toHaveTitle("Admin Login | Pacific Crest Handyman");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Users" })).toHaveCount(0);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "Admin Users" })).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: "Admin Users" })).toHaveAttribute("aria-current", "page");
});

test("a failed sign-in says 'Login Failed' without telling whether the address exists", async ({ page }) => {
  const owner = uniqueEmail("gate-known");
  await createAdminWithCli(owner, "Ops Admin");
  for (const email of [owner, uniqueEmail("gate-unknown")]) {
    await page.goto("/admin");
    await signIn(page, email, "not the right password");
    const alert = page.getByRole("alert").filter({ hasText: "Login Failed" });
    await expect(alert).toContainText("Invalid email or password.");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  }
});

test("both fields are required", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByText("Please enter your password.")).toBeVisible();
});

test("repeated failures throttle that client (429 with the wait), never the owner's usual browser", async ({ page, browser, request, loginAs }) => {
  test.setTimeout(120_000);
  // The owner's usual browser: signed in before, so it holds a device cookie for the account.
  const usualContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.252.1" } });
  const usual = await usualContext.newPage();
  const owner = await loginAs("Ops Admin", { on: usual, label: "gate-locked" });
  await expect(usual.getByText(`Welcome back, ${owner}`)).toBeVisible();
  await usual.getByRole("button", { name: "Logout" }).click();
  await expect(usual.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  await page.goto("/admin");
  for (let i = 0; i < 5; i += 1) {
    const failed = page.waitForResponse((response) => response.request().method() === "POST");
    await signIn(page, owner, `wrong password ${i}`);
    expect((await failed).status()).toBe(400);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  }
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await signIn(page, owner, PASSWORD);
  const throttled = await answer;
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.getByRole("alert")).toContainText(/Too many sign-in attempts\. Please try again in \d+ minutes?\./);
  const direct = await page.request.post("/admin", { form: { email: owner, password: PASSWORD }, maxRedirects: 0 });
  expect(direct.status()).toBe(429);
  expect(Number(direct.headers()["retry-after"])).toBeGreaterThan(0);

  // Many more wrong passwords from other addresses…
  for (let batch = 0; batch < 6; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request.post("/admin", {
          form: { email: owner, password: `guess ${batch}-${i}` },
          headers: { "X-Forwarded-For": `198.19.${batch}.${i}` },
          maxRedirects: 0,
        }),
      ),
    );
    for (const answer of answers) expect([400, 429]).toContain(answer.status());
  }
  // …and the usual browser still signs in, from the same address as the attacker or its own.
  await signIn(usual, owner);
  await expect(usual.getByText(`Welcome back, ${owner}`)).toBeVisible();
  await usualContext.close();
});

test("a deactivated admin loses access on the next request and is then sent home with 'Access Denied'", async ({ page, browser }) => {
  const owner = uniqueEmail("gate-super");
  const ops = uniqueEmail("gate-ops");
  await createAdminWithCli(owner, "Super Admin");
  await createAdminWithCli(ops, "Ops Admin");

  const opsContext = await browser.newContext();
  const opsPage = await opsContext.newPage();
  await opsPage.goto("/admin");
  await signIn(opsPage, ops);
  await expect(opsPage.getByText(`Welcome back, ${ops}`)).toBeVisible();

  await page.goto("/admin/users");
  await signIn(page, owner);
  await page.getByRole("button", { name: `Deactivate ${ops}` }).click();
  await confirmStep(page, `Deactivate ${ops}?`);
  await expect(page.getByText("User deactivated successfully.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(ops) }).getByText("Inactive")).toBeVisible();

  const next = await opsPage.reload();
  expect(next?.status()).toBe(401);
  await expect(opsPage.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  await signIn(opsPage, ops);
  await expect(opsPage).toHaveURL(/\/$/);
  await expect(opsPage.getByText("Access Denied", { exact: true })).toBeVisible();
  await expect(opsPage.getByText("You don't have admin access to this dashboard.")).toBeVisible();
  // Signed out on the way: the admin area shows the sign-in screen again.
  await opsPage.goto("/admin");
  await expect(opsPage.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await opsContext.close();

  await page.getByRole("button", { name: `Activate ${ops}` }).click();
  await expect(page.getByText("User activated successfully.")).toBeVisible();
});

test("entering the dashboard from a sign-in page shows 'Loading admin dashboard...' while access is checked", async ({ page }) => {
  await page.goto("/admin/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.route(/\/admin\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading admin dashboard..." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("forgot password: the same answer for any address, and the e-mailed link sets a new password", async ({ page }) => {
  const owner = uniqueEmail("gate-reset");
  await createAdminWithCli(owner, "Ops Admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  // Typing before hydration can be lost when the form remounts.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("If an account exists for that address, we've sent a reset link.")).toBeVisible();

  await page.goto("/admin/forgot-password", { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(owner);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("If an account exists for that address, we've sent a reset link.")).toBeVisible();

  await page.goto(await linkFromOutbox(owner, "reset-password"));
  await page.getByLabel("New password").fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Password must be at least 12 characters.")).toBeVisible();
  await page.getByLabel("New password").fill("a brand new passphrase");
  await page.getByLabel("Confirm password").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Sign in with your new password.")).toBeVisible();
  await signIn(page, owner, "a brand new passphrase");
  await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign in, see a failure, sign in, sign out", async ({ page }) => {
    const owner = uniqueEmail("gate-nojs");
    await createAdminWithCli(owner, "Super Admin");
    await page.goto("/admin");
    await signIn(page, owner, "not the right password");
    await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
    await signIn(page, owner);
    await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();
    await tabs(page).getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByText("From page view to completed job")).toBeVisible();
    await page.getByLabel("Period", { exact: true }).selectOption("90");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\?range=90/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    // The whole document, not the part streamed so far.
    await page.waitForLoadState("load");
    // Without JavaScript the flash toast is shown in a <noscript> block (which locators skip).
    expect(await page.content()).toContain("You have been successfully logged out.");
  });
});
