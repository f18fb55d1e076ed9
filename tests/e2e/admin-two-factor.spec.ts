import { Secret, TOTP } from "otpauth";
import { expect, test } from "./fixtures";
import { closeDatabase, confirmStep, PASSWORD, signIn } from "./admin-helpers";

test.afterAll(closeDatabase);

/** The authenticator app's code: `stepsAhead` 30-second steps from now (the server accepts one step of drift). */
const codeFor = (secret: string, stepsAhead = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

test("set up two-factor sign-in, sign out, sign in with password and code, and end another session", async ({ page, browser, loginAs }) => {
  test.setTimeout(60_000);
  const owner = await loginAs("Super Admin", { label: "tfa-owner" });
  await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();

  await page.getByRole("link", { name: "Your Account" }).click();
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole("link", { name: /^otpauth:\/\/totp\// })).toBeVisible();
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  // The password alone no longer opens the dashboard.
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/admin\/verify$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/admin\/verify$/);
  // The next step's code: the one used to confirm the setup is spent.
  await page.getByLabel("Code").fill(codeFor(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "Admin Users" })).toBeVisible();

  // A second browser signs in with a recovery code; a recovery code works once.
  const otherContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.250.1" }, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" });
  const other = await otherContext.newPage();
  await other.goto("/admin");
  await signIn(other, owner, PASSWORD);
  await other.getByLabel("Code").fill(recoveryCode);
  await other.getByRole("button", { name: "Verify" }).click();
  await expect(other.getByText(`Welcome back, ${owner}`)).toBeVisible();

  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("This browser")).toBeVisible();
  await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
  await page.getByRole("button", { name: /^End session: Firefox on Linux/ }).click();
  await expect(page.getByText("Session ended.")).toBeVisible();
  await expect(rows).toHaveCount(2);

  await other.reload();
  await expect(other.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await signIn(other, owner, PASSWORD);
  await other.getByLabel("Code").fill(recoveryCode);
  await other.getByRole("button", { name: "Verify" }).click();
  await expect(other.getByRole("alert")).toContainText("That code is not valid.");
  await otherContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the second step and 'sign out everywhere else' work as plain forms", async ({ page, browser, loginAs }) => {
    const first = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.18.251.1" } });
    const firstPage = await first.newPage();
    const owner = await loginAs("Ops Admin", { on: firstPage, label: "tfa-nojs" });
    await expect(firstPage.getByText(`Welcome back, ${owner}`)).toBeVisible();

    await page.goto("/admin/account");
    await signIn(page, owner);
    await expect(page).toHaveURL(/\/admin\/account$/);
    await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("Code from the app").fill(codeFor(secret));
    await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);

    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Sign Out Everywhere Else" }).click();
    await confirmStep(page, "Sign out of 1 other session?");
    await expect(page).toHaveURL(/\/admin\/account$/);
    // The whole document, not the part streamed so far.
    await page.waitForLoadState("load");
    // Without JavaScript the flash toast is shown in a <noscript> block (which locators skip).
    expect(await page.content()).toContain("Signed out of 1 other session.");
    await firstPage.reload();
    await expect(firstPage.getByRole("heading", { name: "Admin Login" })).toBeVisible();

    await signIn(firstPage, owner);
    await expect(firstPage).toHaveURL(/\/admin\/verify$/);
    await firstPage.getByLabel("Code").fill("000000" === codeFor(secret, 1) ? "111111" : "000000");
    await firstPage.getByRole("button", { name: "Verify" }).click();
    await expect(firstPage.getByRole("alert")).toContainText("That code is not valid.");
    await firstPage.getByLabel("Code").fill(codeFor(secret, 1));
    await firstPage.getByRole("button", { name: "Verify" }).click();
    await expect(firstPage.getByText(`Welcome back, ${owner}`)).toBeVisible();
    await first.close();
  });
});
