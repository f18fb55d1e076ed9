import { randomBytes } from "node:crypto";
import { devices } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, pathFromOutbox, signIn, tabs, uniqueEmail } from "./admin-helpers";

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
  await page.getByRole("link", { name: "More lines" }).click();
  await expect(page.locator("#quote-builder-line3Name")).toBeVisible();
  await page.locator("#quote-builder-line0Name").fill("Mount the TV");
  await page.locator("#quote-builder-line0Price").fill("150");
  await page.locator("#quote-builder-line1Name").fill("Wall bracket");
  await page.locator("#quote-builder-line1Price").fill("89.99");
  await page.locator('[name="line1Taxable"]').check();
  await page.locator("#quote-builder-line2Name").fill("Hide the cables in the wall");
  await page.locator("#quote-builder-line2Price").fill("120");
  await page.locator('[name="line2Optional"]').check();
  await page.locator("#quote-builder-line3Name").fill("Sound bar");
  await page.locator("#quote-builder-line3Price").fill("60");
  await page.locator('[name="line3Optional"]').check();
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
  // One total everywhere (issue 40 §3): the version approved, its table the lines approved, no more asking to tick.
  await expect(customer.getByRole("heading", { name: "Your approved quote" })).toBeVisible();
  await expect(customer.getByText(/Here is the quote you approved/)).toBeVisible();
  await expect(customer.getByText(/Tick any optional items/)).toHaveCount(0);
  const approvedItems = customer.getByRole("table");
  await expect(approvedItems.getByText("Hide the cables in the wall")).toBeVisible();
  await expect(approvedItems.getByText("(chosen)")).toBeVisible();
  await expect(approvedItems.getByText("Sound bar")).toHaveCount(0);
  await expect(customer.getByTestId("quote-total")).toHaveText("$368.54");

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
  // With JavaScript too, the approved total stays: no script recomputes it without the optional item.
  await expect(checked.getByText("signed Maria Quote: total $368.54")).toBeVisible();
  await expect(checked.getByTestId("quote-total")).toHaveText("$368.54");
  await expect(checked.locator('script[src="/quote.js"]')).toHaveCount(0);
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

test("a Super Admin fills the price book from its own tab in both languages, the add form empty again after each save; the builder shows a chosen item's price at once, and without JavaScript after Preview @mobile", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const owner = uniqueEmail("quotes-owner");
  await createAdminWithCli(owner, "Super Admin");
  const suffix = randomBytes(3).toString("hex");
  const [kit, labour] = [`Anchor kit ${suffix}`, `Mounting labour ${suffix}`];
  await page.goto("/admin");
  await signIn(page, owner);
  await tabs(page).getByRole("link", { name: "Price Book" }).click();
  await expect(page.getByRole("heading", { name: "Price book" })).toBeVisible();
  const add = page.getByRole("form", { name: "New item" });
  const addItem = async (item: { name: string; nameEs: string; unit: string; unitEs: string; price: string }) => {
    await add.getByLabel("Service").selectOption("tv-mounting");
    await add.locator(`input[name="name"]`).fill(item.name);
    await add.getByLabel("Name in Spanish").fill(item.nameEs);
    await add.locator(`input[name="unit"]`).fill(item.unit);
    await add.getByLabel("Unit in Spanish").fill(item.unitEs);
    await add.getByLabel("Unit price ($)").fill(item.price);
  };
  await addItem({ name: kit, nameEs: `Juego de anclajes ${suffix}`, unit: "kit", unitEs: "juego", price: "ten" });
  await add.getByRole("button", { name: "Add Item" }).click();
  await expect(add.getByText("Please enter a price such as 85 or 85.50.")).toBeVisible();
  await expect(add.locator(`input[name="name"]`)).toHaveValue(kit);
  await add.getByLabel("Unit price ($)").fill("12.50");
  await add.getByLabel("Taxable").check();
  await add.getByRole("button", { name: "Add Item" }).click();
  // One line per item; its form opens from it.
  const kitRow = page.locator("details").filter({ hasText: kit });
  await expect(kitRow.locator("summary")).toContainText("$12.50 per kit");
  await expect(kitRow.locator("summary")).toContainText("Taxable");
  await expect(page.getByRole("form", { name: `${kit} ($12.50 per kit)` })).toBeHidden();
  // The add form starts empty after a save (issue 40 §3: labour was saved taxable, the last item's tick kept).
  await expect(add.locator(`input[name="name"]`)).toHaveValue("");
  await expect(add.getByLabel("Taxable")).not.toBeChecked();
  await addItem({ name: labour, nameEs: `Mano de obra ${suffix}`, unit: "hour", unitEs: "hora", price: "95" });
  // Sent from the keyboard: on a phone the last save's toast sits over the button for a few seconds.
  await add.getByLabel("Unit price ($)").press("Enter");
  await expect(page.locator("details").filter({ hasText: labour }).locator("summary")).toContainText("Not taxed");
  const { rows } = await database().query<{ taxable: boolean }>("select taxable from price_book_items where name = $1", [labour]);
  expect(rows).toEqual([{ taxable: false }]);
  await kitRow.locator("summary").click();
  await expect(page.getByRole("form", { name: `${kit} ($12.50 per kit)` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The builder: choosing an item fills its row at once, price and tax included.
  const leadId = await customerLead(`quote-${randomBytes(4).toString("hex")}@example.com`);
  await page.goto(`/admin/leads/${leadId}/quote`);
  await page.locator("#quote-builder-line0Book").selectOption({ label: `${kit} ($12.50 / kit)` });
  await expect(page.locator("#quote-builder-line0Price")).toHaveValue("12.50");
  await expect(page.locator('[name="line0Taxable"]')).toBeChecked();
  await page.locator("#quote-builder-line0Quantity").fill("2");
  await page.getByRole("button", { name: "Preview Totals" }).click();
  const preview = page.getByRole("region", { name: "Quote items (preview)" });
  await expect(preview.getByText(kit)).toBeVisible();
  await expect(preview.getByText("$25.00")).toBeVisible();

  // Without JavaScript: the row shows the item's price once Preview brings the page back.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
  const builder = await plain.newPage();
  await builder.goto(`/admin/leads/${leadId}/quote`);
  await builder.locator("#quote-builder-line0Book").selectOption({ label: `${labour} ($95.00 / hour)` });
  await builder.getByRole("button", { name: "Preview Totals" }).click();
  await expect(builder.locator("#quote-builder-line0Price")).toHaveValue("95.00");
  await expect(builder.locator("#quote-builder-line0Name")).toHaveValue(labour);
  await expect(builder.locator('[name="line0Taxable"]')).not.toBeChecked();
  await plain.close();
});
