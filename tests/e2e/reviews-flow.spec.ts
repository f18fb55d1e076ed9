import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, signIn, uniqueEmail } from "./admin-helpers";
import { insertLead } from "./leads-helpers";
import { reviewLinkFromOutbox, untilPageShows } from "./reviews-helpers";

/*
 * Issue 32 §2–§4, in the "reviews" projects (playwright.config.ts), which run after every other
 * test: the pages they publish reviews on are then no longer those of a fresh install.
 */

test.afterAll(closeDatabase);

let staff = "";
test.beforeAll(async () => {
  staff = uniqueEmail("reviews-staff");
  await createAdminWithCli(staff, "Ops Admin");
});

async function completeAsStaff(page: Page, leadId: string) {
  await page.goto(`/admin/leads/${leadId}`);
  await signIn(page, staff);
  await page.getByRole("button", { name: "Mark Completed" }).click();
  await expect(page.getByText("Lead marked Completed.")).toBeVisible();
}

/** A page for the customer, with or without JavaScript. */
async function customerPage(browser: Browser, javaScriptEnabled: boolean, baseURL: string | undefined, headers: Record<string, string>) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: headers });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const javaScriptEnabled of [true, false]) {
  // Two browsers, two axe-core runs, and up to a minute each for the pages to follow (decision 057).
  test(`a completed request's customer leaves two stars, the office publishes them, and hides them for a reason (JavaScript ${javaScriptEnabled ? "on" : "off"}) @mobile`, async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail("reviewer");
    const firstName = javaScriptEnabled ? "Rosalind" : "Ottoline";
    const leadId = await insertLead({ name: `${firstName} Example`, email, status: "Approved" });
    await completeAsStaff(page, leadId);

    // The invitation's link carries the review's key (decision 074): no digits to type.
    const link = await reviewLinkFromOutbox(email);
    expect(link).toMatch(new RegExp(`^/status/${leadId}/review\\?key=r`));
    const customer = await customerPage(browser, javaScriptEnabled, baseURL, extraHTTPHeaders ?? {});
    const text = `Two stars: the shelves went up level but the crew arrived late and left dust (${Date.now()}).`;
    await customer.page.goto(link);
    await expect(customer.page.getByRole("heading", { name: "How did we do?" })).toBeVisible();
    await expect(customer.page.getByLabel("First name to show")).toHaveValue(firstName);
    if (javaScriptEnabled) await expectNoAxeViolations(customer.page);
    await customer.page.getByText("2 stars", { exact: true }).click();
    await customer.page.getByLabel("Your review").fill(text);
    await customer.page.getByLabel("City to show").fill("Pasadena");
    await customer.page.getByLabel(/may publish this review/).check();
    await expect(customer.page.getByText("You opened this page from our message to you, so no digits are needed.")).toBeVisible();
    await customer.page.getByRole("button", { name: "Send My Review" }).click();
    await expect(customer.page.getByText("Thank you: we have your review (2 out of 5 stars).")).toBeVisible();
    await customer.close();

    // The office publishes it: no rule by stars.
    await page.goto("/admin/reviews");
    const card = page.getByRole("listitem").filter({ hasText: text });
    await expect(card.getByText("2 out of 5")).toBeVisible();
    await expect(card.getByText("Waiting", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: /^Publish/ }).click();
    await expect(page.getByText(/Review published/)).toBeVisible();
    await expect(card.getByText("Published", { exact: true })).toBeVisible();

    const home = await customerPage(browser, javaScriptEnabled, baseURL, extraHTTPHeaders ?? {});
    await untilPageShows(home.page, "/", async () => {
      const shown = home.page.locator("#testimonials figure").filter({ hasText: text });
      await expect(shown).toHaveCount(1, { timeout: 1_000 });
      await expect(shown.getByText("Verified customer")).toHaveCount(1);
      await expect(shown.getByText("2 out of 5 stars")).toHaveCount(1);
      await expect(shown.getByText(`${firstName}, Pasadena`)).toHaveCount(1);
    });
    await untilPageShows(home.page, "/locations/pasadena", async () => {
      await expect(home.page.getByRole("main").getByText(text)).toHaveCount(1, { timeout: 1_000 });
    });

    // Hiding asks for a content reason, and the reason is recorded.
    const hide = card.locator("form").filter({ has: page.getByRole("button", { name: /^Hide/ }) });
    await expect(hide.getByLabel("Hide for a content reason")).toHaveAttribute("required", "");
    await hide.getByLabel("Hide for a content reason").selectOption("off-topic");
    await hide.getByRole("button", { name: /^Hide/ }).click();
    await expect(page.getByText(/Review hidden \(Off-topic\)/)).toBeVisible();
    await expect(card.getByText("Reason: Off-topic")).toBeVisible();
    await untilPageShows(home.page, "/", async () => {
      await expect(home.page.getByText(text)).toHaveCount(0, { timeout: 1_000 });
    });
    const { rows } = await database().query("select status, hidden_reason, moderated_by from reviews where lead_id = $1", [leadId]);
    expect(rows).toEqual([{ status: "hidden", hidden_reason: "off-topic", moderated_by: staff }]);
    await home.close();
  });
}

test("the review form refuses links and markup, keeps the values, and only a completed request can be reviewed (no JavaScript)", async ({ browser, baseURL, extraHTTPHeaders }) => {
  const customer = await customerPage(browser, false, baseURL, extraHTTPHeaders ?? {});
  const page = customer.page;
  const leadId = await insertLead({ name: "Henrietta Example", status: "Completed" });
  await page.goto(`/status/${leadId}`);
  await page.getByRole("link", { name: "Review your job" }).click();
  await expect(page).toHaveURL(`/status/${leadId}/review`);
  await page.getByText("4 stars", { exact: true }).click();
  const typed = "Great job, see my photos at www.example.com before you book!";
  await page.getByLabel("Your review").fill(typed);
  await page.getByLabel("City to show").fill("Glendale");
  await page.getByLabel(/may publish this review/).check();
  // Opened from the status page's link, not a message: the phone's last four digits prove it is the customer (decision 074).
  await page.getByLabel("Last four digits of your phone number").fill("0142");
  await page.getByRole("button", { name: "Send My Review" }).click();
  await expect(page.getByText("Please write plain text: no links, web addresses, e-mail addresses or HTML")).toBeVisible();
  await expect(page.getByLabel("Your review")).toHaveValue(typed);
  await expect(page.getByLabel("City to show")).toHaveValue("Glendale");
  await expect(page.getByLabel("4 stars")).toBeChecked();
  expect((await database().query("select 1 from reviews where lead_id = $1", [leadId])).rowCount).toBe(0);

  const open = await insertLead({ name: "Ignatius Example", status: "Approved" });
  await page.goto(`/status/${open}/review`);
  await expect(page.getByText("Only a completed request can be reviewed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send My Review" })).toHaveCount(0);
  const response = await page.request.post(`/status/${open}/review`, {
    form: { stars: "5", text: "A review of a job that is not done yet.", firstName: "Ignatius", city: "Malibu", consent: "on", digits: "0142" },
  });
  expect(response.status()).toBe(409);
  await customer.close();
});
