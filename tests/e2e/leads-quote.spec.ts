import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { leadsNamed, NOSCRIPT_NOTICE, resetFormRateLimits, uniqueName } from "./leads-helpers";

test.describe.configure({ mode: "serial" });
test.beforeEach(resetFormRateLimits);

/** The form hydrates when the visitor comes near it; then conform takes over the checks (novalidate). */
async function hydratedQuoteForm(page: Page) {
  await page.goto("/#quote");
  const form = page.locator("#quote form");
  await expect(form).toHaveAttribute("novalidate", "");
  return form;
}

async function fillQuote(page: Page, name: string) {
  const form = page.locator("#quote form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("(818) 555-0100");
  await form.getByLabel("Email Address").fill("quote@example.com");
  await form.getByLabel("Service Needed").fill("Gutter Cleaning");
  await form.getByLabel("Project Details").fill("Two-story house, front and back gutters.");
  return form;
}

test("the free-quote form stores the request without a page load, shows the toast and clears itself", async ({ page }) => {
  await hydratedQuoteForm(page);
  const name = uniqueName("Quinn Quote");
  const form = await fillQuote(page, name);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(form.getByLabel("Full Name")).toBeDisabled();
  release();
  await expect(page.getByText("Request Submitted!", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for your interest. We'll contact you within 24 hours.")).toBeVisible();
  const headerBox = await page.getByRole("banner").boundingBox();
  // Where the toast comes to rest: it slides in from above, so its first frames are higher.
  await expect
    .poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())!.y, { message: "the toast sits below the header" })
    .toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  for (const label of ["Full Name", "Phone Number", "Email Address", "Service Needed", "Project Details"]) {
    await expect(form.getByLabel(label)).toHaveValue("");
  }
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
  expect(await leadsNamed(name)).toMatchObject([{ service: "gutter-cleaning", source: "quote" }]);
});

test("with JavaScript, a wrong value gets its message before anything is sent", async ({ page }) => {
  await hydratedQuoteForm(page);
  const form = await fillQuote(page, uniqueName("Quinn Typo"));
  await form.getByLabel("Phone Number").fill("555-12");
  await form.getByLabel("Email Address").focus();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(form.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, comes back to #quote and says so in the page", async ({ page }) => {
    await page.goto("/");
    const name = uniqueName("Nadia NoJs");
    const form = await fillQuote(page, name);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page).toHaveURL(/\/#quote$/);
    await expect(page.locator(NOSCRIPT_NOTICE)).toContainText("Request Submitted!");
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    expect(await leadsNamed(name)).toHaveLength(1);
  });
});
