import { expect, expectNoAxeViolations, test } from "./fixtures";
import { insertLead, leadById, STATIC_TOAST, resetFormRateLimits, watchBusyForm } from "./leads-helpers";

test.describe.configure({ mode: "serial" });
test.beforeEach(resetFormRateLimits);

test("the status page shows the summary, the customer's details in part and the timeline", async ({ page }) => {
  const id = await insertLead({ status: "In Review" });
  const response = await page.goto(`/status/${id}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const summary = page.getByRole("region", { name: "Request Summary" });
  await expect(summary).toContainText(id);
  await expect(summary).toContainText("Furniture Assembly");
  await expect(summary).toContainText("Maria");
  await expect(summary).not.toContainText("Garcia");
  // No digit of the phone: its last four are the customer's proof (decision 074).
  await expect(summary).toContainText("(•••) •••-••••");
  await expect(summary).not.toContainText("0142");
  await expect(summary).toContainText("m•••@example.com");
  await expect(summary).toContainText("••• Evergreen Terrace, 91101");
  await expect(summary).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(page.locator('li[aria-current="step"]')).toContainText("In Review");
  await expect(page.locator('li[aria-current="step"]')).toContainText(/Last updated [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(page.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
});

test("'No one contacted me' with JavaScript: Reporting... while the form posts, the toast, then We've Been Notified", async ({ page }) => {
  const id = await insertLead();
  await page.goto(`/status/${id}`);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/status/${id}`, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const states = await watchBusyForm(page, 'form[data-busy-label="Reporting..."]');
  // The document's POST is held: the click must not wait for the navigation it starts.
  await page.getByRole("button", { name: "No one contacted me" }).click({ noWaitAfter: true });
  await expect.poll(() => states).toContainEqual({ button: "Reporting...", disabled: true, fieldsDisabled: false, notice: "" });
  release();
  await expect(page.locator(STATIC_TOAST)).toContainText("Update Received");
  await expect(page.getByText("Update Received")).toBeVisible();
  await expect(page.getByText("Thanks for letting us know — we'll prioritize this request.")).toBeVisible();
  await expect(page.getByRole("button", { name: "We've Been Notified" })).toBeDisabled();
  await expect(page.locator('li[aria-current="step"]')).toContainText("Request Prioritized");
  expect(await leadById(id)).toMatchObject({ status: "Prioritized" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'No one contacted me' posts, and the page then shows the notified state; again changes nothing", async ({ page }) => {
    const id = await insertLead();
    await page.goto(`/status/${id}`);
    await page.getByRole("button", { name: "No one contacted me" }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${id}$`));
    await expect(page.getByRole("button", { name: "We've Been Notified" })).toBeDisabled();
    await expect(page.locator(STATIC_TOAST)).toContainText("Update Received");
    const first = await leadById(id);
    expect(first).toMatchObject({ status: "Prioritized" });
    expect(first?.reported_no_contact_at).toBeInstanceOf(Date);
    await page.reload();
    await expect(page.getByRole("button", { name: "We've Been Notified" })).toBeDisabled();
    expect((await leadById(id))?.reported_no_contact_at).toEqual(first?.reported_no_contact_at);
  });
});

test("a completed request has no report card", async ({ page }) => {
  const id = await insertLead({ status: "Completed" });
  await page.goto(`/status/${id}`);
  await expect(page.locator('li[aria-current="step"]')).toContainText("Service Completed");
  await expect(page.getByRole("button", { name: "No one contacted me" })).toHaveCount(0);
});

test("a missing, unknown or malformed id gets the not-found view with a 404", async ({ page }) => {
  for (const id of ["6f1c2b1e-0000-4000-8000-000000000000", "not-a-request-id"]) {
    const response = await page.goto(`/status/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Request Not Found" })).toBeVisible();
    await expect(page.getByText("Request not found.")).toBeVisible();
    await expect(page.getByText(id)).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a New Service" })).toHaveAttribute("href", "/book");
  }
  await expectNoAxeViolations(page);
  for (const path of ["/status", "/status/"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Request Not Found" })).toBeVisible();
    await expect(page.getByText("Request ID is missing")).toBeVisible();
  }
});

test("booking and status pages fit the screen, phone included @mobile", async ({ page }, testInfo) => {
  const id = await insertLead({ status: "Approved" });
  const width = page.viewportSize()!.width;
  for (const [path, name] of [
    ["/book", "book"],
    [`/status/${id}`, "status"],
    ["/status/not-a-request-id", "not-found"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
});
