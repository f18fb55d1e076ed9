import { randomBytes } from "node:crypto";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, pathFromOutbox, signIn, uniqueEmail } from "./admin-helpers";
import { completedJob as completedJobOf } from "./job-helpers";

test.afterAll(closeDatabase);

let ops = "";
test.beforeAll(async () => {
  ops = uniqueEmail("payments-ops");
  await createAdminWithCli(ops, "Ops Admin");
});

/** A completed job of Rosa Pago's, her $400.00 quote approved. */
const completedJob = (email: string) =>
  completedJobOf({ name: "Rosa Pago", phone: "(310) 555-0177", email, service: "tv-mounting", description: "Mount a TV", item: "Mount a 65-inch TV" });

test("staff invoice a completed job, record $100 cash and send it; the customer, without JavaScript, reads 'Balance due $300.00'", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = `pay-${randomBytes(4).toString("hex")}@example.com`;
  const leadId = await completedJob(email);

  await page.goto(`/admin/leads/${leadId}`);
  await signIn(page, ops);
  await expect(page.getByRole("heading", { name: "Invoice and payments" })).toBeVisible();
  await page.getByRole("link", { name: "Create the invoice" }).click();
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Balance due $400.00");
  // A draft the office may still change is not the customer's to see yet.
  const early = await (await browser.newContext({ baseURL })).newPage();
  await early.goto(`/status/${leadId}/invoice`);
  await expect(early.getByText("We couldn't find an invoice for this request.")).toBeVisible();
  await early.context().close();

  // A negative amount comes back with its message; then $100.00 in cash.
  await page.getByLabel("Amount ($)").fill("-5");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText(/Enter an amount in dollars and cents/)).toBeVisible();
  await page.getByLabel("Amount ($)").fill("100");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Partly paid ($100.00 of $400.00): balance due $300.00");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();

  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByTestId("invoice-state")).toContainText("Partly paid ($100.00 of $400.00)");

  // The customer opens the invoice's link from the e-mail, without JavaScript.
  const link = await pathFromOutbox(email, /https?:\/\/[^\s/]+(\/status\/[0-9a-f-]{36}\/invoice)/);
  const customer = await (await browser.newContext({ javaScriptEnabled: false, baseURL })).newPage();
  await customer.goto(link);
  await expect(customer.getByTestId("invoice-balance")).toHaveText("Balance due $300.00");
  // The browser tests run with card payments on, against the Stripe test server (decision 089).
  await expect(customer.getByRole("button", { name: "Pay $300.00 by card" })).toBeVisible();
  await customer.goto(`/es${link}`);
  await expect(customer.getByTestId("invoice-balance")).toHaveText("Saldo pendiente $300.00");
  // axe runs a script in the page: the same page with JavaScript on (it is not hydrated either way).
  await page.goto(link);
  await expect(page.getByTestId("invoice-balance")).toHaveText("Balance due $300.00");
  await expectNoAxeViolations(page);

  // The server keeps the customer's page (decision 027); a payment recorded since is on it at once.
  await page.goto(`/admin/leads/${leadId}/invoice`);
  await page.getByLabel("Amount ($)").fill("50");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Partly paid ($150.00 of $400.00): balance due $250.00");
  await customer.goto(link);
  await expect(customer.getByTestId("invoice-balance")).toHaveText("Balance due $250.00");
});
