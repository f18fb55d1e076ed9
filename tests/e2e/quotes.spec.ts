import { randomBytes } from "node:crypto";
import { devices } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, pathFromOutbox, signIn, uniqueEmail } from "./admin-helpers";

test.afterAll(closeDatabase);

let ops = "";
test.beforeAll(async () => {
  ops = uniqueEmail("quotes-ops");
  await createAdminWithCli(ops, "Ops Admin");
  // 9.5% on taxable items (the same value for every test that sets it).
  await database().query("insert into quote_settings (id, tax_rate_milli) values (1, 9500) on conflict (id) do update set tax_rate_milli = 9500");
});

async function customerLead(email: string): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description) values ('Maria Quote', '(310) 555-0199', $1, 'tv-mounting', 'Mount a TV') returning id`,
    [email],
  );
  return rows[0]!.id;
}

test("staff send a quote with two items and an optional one; the customer, at 390 px without JavaScript, ticks it, approves, and books a window", async ({ page, browser, baseURL }, info) => {
  test.setTimeout(60_000);
  const email = `quote-${randomBytes(4).toString("hex")}@example.com`;
  const leadId = await customerLead(email);

  // Staff build the quote from the lead page.
  await page.goto(`/admin/leads/${leadId}`);
  await signIn(page, ops);
  await expect(page.getByRole("heading", { name: "Quote", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Build a quote" }).click();
  await page.locator("#quote-builder-line0Name").fill("Mount the TV");
  await page.locator("#quote-builder-line0Price").fill("150");
  await page.locator("#quote-builder-line1Name").fill("Wall bracket");
  await page.locator("#quote-builder-line1Price").fill("89.99");
  await page.locator('[name="line1Taxable"]').check();
  await page.locator("#quote-builder-line2Name").fill("Hide the cables in the wall");
  await page.locator("#quote-builder-line2Price").fill("120");
  await page.locator('[name="line2Optional"]').check();
  await page.getByRole("button", { name: "Preview Totals" }).click();
  // 150.00 + 89.99; 9.5% of 89.99 is 8.55: $248.54 before the optional item.
  await expect(page.getByText("$248.54")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByTestId("quote-state")).toHaveText("Quote sent (v1, $248.54)");

  // The customer opens the link in the e-mail, on a phone, without JavaScript.
  // The e-mail's link carries the quote's key (decision 074): the customer approves without typing digits.
  const link = await pathFromOutbox(email, /https?:\/\/[^\s/]+(\/status\/[0-9a-f-]{36}\/quote\?key=[^\s"<#]+)/);
  expect(link).toMatch(new RegExp(`^/status/${leadId}/quote\\?key=q`));
  const phone = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, baseURL, extraHTTPHeaders: { "X-Forwarded-For": `198.19.${info.workerIndex}.${Math.floor(Math.random() * 250)}` } });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByRole("heading", { name: "Your quote", exact: true })).toBeVisible();
  await expect(customer.getByTestId("quote-total")).toHaveText("$248.54");
  await customer.getByLabel("Hide the cables in the wall (optional)").check();
  await customer.getByRole("button", { name: "Recalculate" }).click();
  await expect(customer.getByTestId("quote-total")).toHaveText("$368.54");
  await expect(customer.getByLabel("Hide the cables in the wall (optional)")).toBeChecked();
  await customer.getByLabel("Your full name").fill("Maria Quote");
  await customer.getByLabel("I approve this quote").check();
  await customer.getByRole("button", { name: "Approve Quote" }).click();
  await expect(customer.getByRole("heading", { name: "Quote approved" })).toBeVisible();
  await expect(customer.getByText("signed Maria Quote: total $368.54")).toBeVisible();

  // The lead shows the approval: version and total, and the audit record.
  await page.reload();
  await expect(page.getByTestId("quote-state")).toHaveText("Quote approved (v1, $368.54)");
  await expect(page.getByText("Hide the cables in the wall", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The customer books one of the open windows next.
  const visit = customer.getByRole("region", { name: "Your visit" });
  const first = visit.getByLabel("Arrival Window").locator("option:not([disabled]):not([value=''])").first();
  const label = (await first.innerText()).trim();
  await visit.getByLabel("Arrival Window").selectOption((await first.getAttribute("value"))!);
  // axe runs in the page's JavaScript: the same page at 390 px in a browser with it.
  const withScript = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL });
  const checked = await withScript.newPage();
  await checked.goto(link);
  await expect(checked.getByRole("heading", { name: "Your visit" })).toBeVisible();
  await expectNoAxeViolations(checked);
  await withScript.close();
  await visit.getByRole("button", { name: "Request This Time" }).click();
  // Online bookings are confirmed at once by default (decision 078).
  await expect(customer.getByText(/^Confirmed: /)).toBeVisible();
  const { rows } = await database().query<{ scheduled_date: string | null; arrival_window: string | null }>("select scheduled_date::text, arrival_window from leads where id = $1", [leadId]);
  expect(rows[0]!.arrival_window).not.toBeNull();
  expect(label.length).toBeGreaterThan(0);
  await phone.close();
});

test("with JavaScript the total follows the ticked items, and an old version's link shows the latest and approves nothing @mobile", async ({ page }) => {
  const email = `quote-${randomBytes(4).toString("hex")}@example.com`;
  const leadId = await customerLead(email);
  const send = async (price: string) => {
    await page.goto(`/admin/leads/${leadId}/quote`);
    await page.locator("#quote-builder-line0Name").fill("Mount the TV");
    await page.locator("#quote-builder-line0Price").fill(price);
    await page.locator("#quote-builder-line1Name").fill("Sound bar");
    await page.locator("#quote-builder-line1Price").fill("60");
    await page.locator('[name="line1Optional"]').check();
    await page.getByRole("button", { name: "Send Quote" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  };
  await page.goto(`/admin/leads/${leadId}/quote`);
  await signIn(page, ops);
  await expect(page.locator("#quote-builder-line0Name")).toBeVisible();
  await send("150");
  await expect(page.getByTestId("quote-state")).toHaveText("Quote sent (v1, $150.00)");

  const customer = await page.context().newPage();
  await customer.goto(`/status/${leadId}/quote`);
  await expect(customer.getByRole("button", { name: "Recalculate" })).toBeHidden();
  await expectNoAxeViolations(customer);
  await customer.getByLabel("Sound bar (optional)").check();
  await expect(customer.getByTestId("quote-total")).toHaveText("$210.00");
  // Printed: the quote alone, without the site's header, footer or the forms.
  await customer.emulateMedia({ media: "print" });
  await expect(customer.getByRole("table")).toBeVisible();
  await expect(customer.locator(".site-header")).toBeHidden();
  await expect(customer.getByRole("button", { name: "Approve Quote" })).toBeHidden();
  await expect(customer.getByRole("heading", { name: "Not quite right?" })).toBeHidden();
  await customer.emulateMedia({ media: "screen" });

  // Staff send version 2 while the customer still has version 1 open.
  await send("140");
  await expect(page.getByTestId("quote-state")).toHaveText("Quote sent (v2, $140.00)");
  await customer.getByLabel("Your full name").fill("Maria Quote");
  await customer.getByLabel("I approve this quote").check();
  // Opened without a message's link: the phone's last four digits (decision 074).
  await customer.locator("#quote-approve").getByLabel("Last four digits of your phone number").fill("0199");
  await customer.getByRole("button", { name: "Approve Quote" }).click();
  await expect(customer.getByRole("alert")).toContainText("This quote was updated since you opened it");
  await expect(customer.getByRole("heading", { name: "Your quote (version 2)" })).toBeVisible();
  await expect(customer.getByTestId("quote-total")).toHaveText("$140.00");
  const { rows } = await database().query("select 1 from quote_answers a join quotes q on q.id = a.quote_id where q.lead_id = $1", [leadId]);
  expect(rows).toEqual([]);
  await customer.close();
});

test("a Super Admin fills the price book; its items are offered on the quote builder, the row filled from the book", async ({ page }) => {
  const owner = uniqueEmail("quotes-owner");
  await createAdminWithCli(owner, "Super Admin");
  const name = `Anchor kit ${randomBytes(3).toString("hex")}`;
  await page.goto("/admin/price-book");
  await signIn(page, owner);
  await expect(page.getByRole("heading", { name: "Price book" })).toBeVisible();
  const add = page.getByRole("form", { name: "New item" });
  await add.getByLabel("Service").selectOption("tv-mounting");
  await add.getByLabel("Name").fill(name);
  await add.locator('input[name="unit"]').fill("kit");
  await add.getByLabel("Unit price ($)").fill("ten");
  await add.getByRole("button", { name: "Add Item" }).click();
  await expect(add.getByText("Please enter a price such as 85 or 85.50.")).toBeVisible();
  await expect(add.getByLabel("Name")).toHaveValue(name);
  await add.getByLabel("Unit price ($)").fill("12.50");
  await add.getByLabel("Taxable (materials)").check();
  await add.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByRole("form", { name: `${name} ($12.50 per kit)` })).toBeVisible();
  await expectNoAxeViolations(page);

  const leadId = await customerLead(`quote-${randomBytes(4).toString("hex")}@example.com`);
  await page.goto(`/admin/leads/${leadId}/quote`);
  await page.locator("#quote-builder-line0Book").selectOption({ label: `${name} ($12.50 / kit)` });
  await page.locator("#quote-builder-line0Quantity").fill("2");
  await page.getByRole("button", { name: "Preview Totals" }).click();
  const preview = page.getByRole("region", { name: "Quote items (preview)" });
  await expect(preview.getByText(name)).toBeVisible();
  await expect(preview.getByText("$25.00")).toBeVisible();
});
