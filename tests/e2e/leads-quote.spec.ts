import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { leadsNamed, resetFormRateLimits, uniqueName } from "./leads-helpers";

test.describe.configure({ mode: "serial" });
test.beforeEach(resetFormRateLimits);

async function fillQuote(page: Page, name: string) {
  const form = page.locator("#quote form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("(818) 555-0100");
  await form.getByLabel("Email Address").fill("quote@example.com");
  await form.getByLabel("Service Needed").fill("Gutter Cleaning");
  await form.getByLabel("Project Details").fill("Two-story house, front and back gutters.");
  return form;
}

// The home page is not hydrated (decision 025): with or without JavaScript the form is a plain
// POST and the server's answer carries the messages.
test("the free-quote form stores the request, comes back to #quote with the toast and an empty form", async ({ page }) => {
  await page.goto("/");
  const name = uniqueName("Quinn Quote");
  const form = await fillQuote(page, name);
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page).toHaveURL(/\/#quote$/);
  const toast = page.getByRole("status").filter({ hasText: "Request Submitted!" });
  await expect(toast).toContainText("Thank you for your interest. We'll contact you within 24 hours.");
  const headerBox = await page.getByRole("banner").boundingBox();
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  for (const label of ["Full Name", "Phone Number", "Email Address", "Service Needed", "Project Details"]) {
    await expect(form.getByLabel(label)).toHaveValue("");
  }
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toHaveCount(0);
  expect(await leadsNamed(name)).toMatchObject([{ service: "gutter-cleaning", source: "quote" }]);
});

test("a wrong value comes back with its message beside the field and the other values kept", async ({ page }) => {
  await page.goto("/");
  const name = uniqueName("Quinn Typo");
  const form = await fillQuote(page, name);
  await form.getByLabel("Phone Number").fill("555-12");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveText("Please correct the highlighted fields and try again.");
  await expect(form.getByRole("alert")).toBeInViewport();
  await expect(form.getByLabel("Phone Number")).toBeFocused();
  await expect(form.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Project Details")).toHaveValue("Two-story house, front and back gutters.");
  expect(await leadsNamed(name)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, comes back to #quote and says so in the page", async ({ page }) => {
    await page.goto("/");
    const name = uniqueName("Nadia NoJs");
    const form = await fillQuote(page, name);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page).toHaveURL(/\/#quote$/);
    await expect(page.getByRole("status")).toContainText("Request Submitted!");
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    expect(await leadsNamed(name)).toHaveLength(1);
  });
});
