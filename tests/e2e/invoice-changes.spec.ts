import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, signIn, uniqueEmail } from "./admin-helpers";
import { completedJob as completedJobOf } from "./job-helpers";

test.afterAll(closeDatabase);

let ops = "";
let owner = "";
test.beforeAll(async () => {
  ops = uniqueEmail("invoice-ops");
  owner = uniqueEmail("invoice-owner");
  await createAdminWithCli(ops, "Ops Admin");
  await createAdminWithCli(owner, "Super Admin");
});

/** A completed job of Rosa Cambio's, her $400.00 quote approved. */
const completedJob = () =>
  completedJobOf({ name: "Rosa Cambio", phone: "(310) 555-0178", email: `inv-${randomBytes(4).toString("hex")}@example.com`, service: "drywall-repair", description: "Patch a wall", item: "Repair the drywall" });

test("@mobile staff change a draft invoice: a bad price keeps what was typed, added work and a removed item change the total; once sent it is not editable", async ({ page }) => {
  test.setTimeout(90_000);
  const leadId = await completedJob();
  await page.goto(`/admin/leads/${leadId}/invoice`);
  await signIn(page, ops);
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Balance due $400.00");

  await page.getByLabel("Description").fill("Paint the patched wall");
  await page.getByLabel("Quantity").fill("2");
  await page.getByLabel("Unit price ($)").fill("45.505");
  await page.getByRole("button", { name: "Add to the invoice" }).click();
  await expect(page.getByText("Enter a unit price in dollars and cents")).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("Paint the patched wall");
  await expect(page.getByLabel("Quantity")).toHaveValue("2");
  await page.getByLabel("Unit price ($)").fill("45.50");
  await page.getByRole("button", { name: "Add to the invoice" }).click();
  await expect(page.getByText("Work added to invoice")).toBeVisible();
  await expect(page.getByTestId("invoice-state")).toHaveText("Balance due $491.00");
  // The form is empty again for the next piece of work.
  await expect(page.getByLabel("Description")).toHaveValue("");

  await page.getByRole("button", { name: "Remove Repair the drywall" }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Balance due $91.00");
  // The payment form offers the new balance.
  await expect(page.getByLabel("Amount ($)")).toHaveValue("91");
  await page.getByRole("textbox", { name: "Terms" }).fill("Due within 30 days.");
  await page.getByRole("button", { name: "Save due date and terms" }).click();
  await expect(page.getByText("due date and terms saved")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Terms" })).toHaveValue("Due within 30 days.");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("draft-invoice.png"), fullPage: true });

  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to the invoice" })).toHaveCount(0);
  await expect(page.getByText("Due within 30 days.")).toBeVisible();
  // An Ops Admin is offered no void.
  await expect(page.getByRole("button", { name: /Void invoice/ })).toHaveCount(0);
});

test("@mobile a Super Admin voids a sent invoice after confirming, with a reason; a new one takes the next number", async ({ page }) => {
  test.setTimeout(90_000);
  const leadId = await completedJob();
  await page.goto(`/admin/leads/${leadId}/invoice`);
  await signIn(page, owner);
  await page.getByRole("button", { name: "Create invoice" }).click();
  const heading = page.getByRole("heading", { name: /^Invoice INV-/ });
  const first = (await heading.textContent())!.replace("Invoice ", "");
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();
  await page.getByRole("button", { name: `Void invoice ${first}` }).click();
  await expect(page.getByText("Say why the invoice is voided")).toBeVisible();
  await page.getByLabel("Reason").fill("Billed the wrong address");
  await page.getByRole("button", { name: `Void invoice ${first}` }).click();
  await expect(page.getByRole("heading", { name: "Void this invoice?" })).toBeVisible();
  await page.getByRole("button", { name: "Void the invoice" }).click();
  await expect(page.getByText(`Invoice ${first} voided`)).toBeVisible();
  await expect(page.getByText(`${first}`).and(page.locator("span"))).toBeVisible();
  await expect(page.getByText(/Billed the wrong address/)).toBeVisible();
  await page.getByRole("button", { name: "Create invoice" }).click();
  const [year, sequence] = first.split("-").slice(1);
  await expect(heading).toHaveText(`Invoice INV-${year}-${String(Number(sequence) + 1).padStart(4, "0")}`);
});

test("@mobile the Analytics tab shows the money collected, outstanding and overdue, and the invoices CSV downloads", async ({ page }) => {
  test.setTimeout(90_000);
  const leadId = await completedJob();
  await page.goto(`/admin/leads/${leadId}/invoice`);
  await signIn(page, ops);
  await page.getByRole("button", { name: "Create invoice" }).click();
  await page.getByLabel("Amount ($)").fill("150");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Partly paid ($150.00 of $400.00): balance due $250.00");
  const number = (await page.getByRole("heading", { name: /^Invoice INV-/ }).textContent())!.replace("Invoice ", "");

  await page.goto("/admin/analytics?range=7");
  const money = page.locator("[data-money-stats]");
  for (const figure of ["Collected", "Outstanding", "Overdue"]) await expect(page.locator(`[data-figure="${figure}"]`)).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.locator('[data-money-step="Paid"]')).toBeVisible();
  await expect(page.locator('[data-money-table="service"]')).toContainText("Drywall Repair");
  await expectNoAxeViolations(page);
  await money.screenshot({ path: test.info().outputPath("analytics-money.png") });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Invoices CSV for QuickBooks" }).click();
  const file = await (await download).path();
  const csv = await readFile(file, "utf8");
  expect(csv.split("\r\n")[0]).toBe("InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,Taxable,Discount,TaxAmount,DepositCredit,Total,BalanceDue");
  expect(csv).toContain(`${number},Rosa Cambio,`);
  expect(csv).toContain("Drywall Repair,Repair the drywall,1,400.00,400.00,N");
});
