import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import Stripe from "stripe";
import { clientAddressFor, expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, pathFromOutbox, signIn, uniqueEmail } from "./admin-helpers";
import { E2E_STRIPE } from "../support/e2e-stripe";

test.afterAll(closeDatabase);

let ops = "";
test.beforeAll(async () => {
  ops = uniqueEmail("deposits-ops");
  await createAdminWithCli(ops, "Ops Admin");
});

/** The SDK's own signer of test events: the webhook Stripe would send for a paid session. */
const signer = new Stripe("sk_test_signeronly0000");

/** The Checkout page the customer was sent to, as the Stripe test server holds it: its amount, metadata and way back. */
async function checkoutSession(customer: Page, baseURL: string) {
  await expect(customer).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  const id = new URL(customer.url()).pathname.split("/").at(-1)!;
  const session = (await (await fetch(`http://127.0.0.1:${E2E_STRIPE.port(Number(new URL(baseURL).port))}/v1/checkout/sessions/${id}`)).json()) as {
    amount_total: number;
    metadata: Record<string, string>;
    success_url: string;
  };
  return { ...session, id, back: session.success_url.replace("{CHECKOUT_SESSION_ID}", id) };
}

/** Stripe's signed webhook for that session, paid: recorded once. */
async function paidWebhook(request: APIRequestContext, session: Awaited<ReturnType<typeof checkoutSession>>) {
  const payload = JSON.stringify({
    id: `evt_${session.id}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: session.id, object: "checkout.session", payment_status: "paid", amount_total: session.amount_total, currency: "usd", payment_intent: `pi_${session.id}`, metadata: session.metadata } },
  });
  const delivered = await request.post("/webhooks/stripe", {
    headers: { "Content-Type": "application/json", "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE.webhookSecret }) },
    data: payload,
  });
  expect(await delivered.json()).toEqual({ received: true, outcome: "recorded" });
}

test("a $100.00 deposit: shown before and after approval without JavaScript, paid by card (test server and signed webhook), 'Deposit paid' on the status and lead pages, deducted by the invoice @mobile", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = `deposit-${randomBytes(4).toString("hex")}@example.com`;
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description) values ('Rosa Deposito', '(310) 555-0166', $1, 'tv-mounting', 'Mount a TV') returning id`,
    [email],
  );
  const leadId = rows[0]!.id;
  const viewport = page.viewportSize()!;

  // Staff build a $400.00 quote asking a $100.00 deposit; a negative one is refused with its message, the typed value kept.
  await page.goto(`/admin/leads/${leadId}`);
  await signIn(page, ops);
  await page.getByRole("link", { name: "Build a quote" }).click();
  await page.locator("#quote-builder-line0Name").fill("Mount the TV");
  await page.locator("#quote-builder-line0Price").fill("400");
  await page.getByLabel("Deposit", { exact: true }).selectOption("fixed");
  await page.getByLabel("Deposit amount (% or $)").fill("-5");
  await page.getByRole("button", { name: "Send Quote" }).click();
  await expect(page.getByText("Please enter a deposit such as 100 or 100.50, more than $0.00.")).toBeVisible();
  await expect(page.getByLabel("Deposit amount (% or $)")).toHaveValue("-5");
  await page.getByLabel("Deposit amount (% or $)").fill("100");
  await page.getByRole("button", { name: "Send Quote" }).click();
  await expect(page.getByTestId("quote-state")).toHaveText("Quote sent (v1, $400.00)");

  // The customer, without JavaScript, reads the deposit due, approves, and is offered the card.
  const link = await pathFromOutbox(email, /https?:\/\/[^\s/]+(\/status\/[0-9a-f-]{36}\/quote\?key=[^\s"<#]+)/);
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddressFor(`${info.testId}-customer`) } });
  // Stripe's hosted page stands in for the real one: the card is "paid" there, and the webhook says so below.
  await context.route("https://checkout.stripe.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stripe Checkout (test)</title><h1>Pay</h1>" }));
  const customer = await context.newPage();
  await customer.goto(link);
  await expect(customer.getByTestId("deposit-due")).toContainText("Deposit due $100.00");
  await customer.getByLabel("Your full name").fill("Rosa Deposito");
  await customer.getByLabel("I approve this quote").check();
  await customer.getByRole("button", { name: "Approve Quote" }).click();
  await expect(customer.getByRole("heading", { name: "Quote approved" })).toBeVisible();
  const deposit = customer.getByRole("region", { name: "Deposit" });
  await expect(deposit.getByTestId("deposit-state")).toHaveText("Deposit due $100.00");
  await expect(deposit.getByText("You can also pay it in cash, by check or by Zelle at the visit.")).toBeVisible();
  await customer.screenshot({ path: info.outputPath(`deposit-due-${viewport.width}.png`), fullPage: true });

  // The office sees the visit waiting for the deposit.
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByTestId("lead-deposit-state")).toHaveText("Waiting for deposit: $100.00 due");

  // The card: Checkout for the server's $100.00, back before the webhook (pending), then the signed webhook (paid).
  await deposit.getByRole("button", { name: "Pay the $100.00 deposit by card" }).click();
  const session = await checkoutSession(customer, baseURL!);
  expect(session.amount_total).toBe(10_000);
  await customer.goto(session.back);
  await expect(customer.getByText("Your card payment is being processed.", { exact: false })).toBeVisible();
  await paidWebhook(page.request, session);
  // The same address again (a hash change alone would not load it): what the database says now.
  await customer.reload();
  await expect(customer.getByText("Thank you: your deposit was received.")).toBeVisible();
  await expect(customer.getByTestId("deposit-state")).toHaveText("Deposit paid");

  // The status page says so, in English and Spanish, and so does the lead page.
  await customer.goto(`/status/${leadId}`);
  await expect(customer.getByTestId("status-deposit")).toHaveText("Deposit paid");
  await customer.goto(`/es/status/${leadId}`);
  await expect(customer.getByTestId("status-deposit")).toHaveText("Depósito pagado");
  await page.reload();
  await expect(page.getByTestId("lead-deposit-state")).toHaveText("Deposit paid ($100.00)");

  // The invoice made once the job is done deducts it.
  await database().query("update leads set status = 'Completed' where id = $1", [leadId]);
  await page.goto(`/admin/leads/${leadId}/invoice`);
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByTestId("invoice-state")).toHaveText("Balance due $300.00");

  // Sent, the customer pays the balance by card the same way (issue 43's whole journey).
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();
  await customer.goto(`/status/${leadId}/invoice`);
  await expect(customer.getByTestId("invoice-balance")).toHaveText("Balance due $300.00");
  await customer.getByRole("button", { name: "Pay $300.00 by card" }).click();
  const balance = await checkoutSession(customer, baseURL!);
  expect(balance.amount_total).toBe(30_000);
  await paidWebhook(page.request, balance);
  await customer.goto(balance.back);
  await expect(customer.getByText("Thank you: your card payment was received.")).toBeVisible();
  await expect(customer.getByTestId("invoice-balance")).toHaveText("Paid in full. Thank you!");
  await customer.goto(`/es/status/${leadId}/invoice`);
  await expect(customer.getByTestId("invoice-balance")).toHaveText("Pagada en su totalidad. ¡Gracias!");
  await page.reload();
  await expect(page.getByTestId("invoice-state")).toHaveText("Paid");

  // axe runs a script in the page: the customer's quote page with its deposit, in a browser with JavaScript.
  const withScript = await browser.newContext({ viewport, baseURL });
  const checked = await withScript.newPage();
  await checked.goto(`/status/${leadId}/quote`);
  await expect(checked.getByTestId("deposit-state")).toHaveText("Deposit paid");
  await expectNoAxeViolations(checked);
  await withScript.close();
  await context.close();
});

test("the quote page shows the deposit due with JavaScript too, following the items ticked, and in Spanish", async ({ page }) => {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description) values ('Luis Deposito', '(310) 555-0167', 'luis@example.com', 'tv-mounting', 'Mount a TV') returning id`,
  );
  const leadId = rows[0]!.id;
  const quote = await database().query<{ id: string }>(
    `insert into quotes (lead_id, version, status, tax_rate_milli, subtotal_cents, tax_cents, total_cents, valid_until, sent_by, deposit_percent)
     values ($1, 1, 'sent', 0, 40000, 0, 40000, '2099-01-01', 'ops@example.com', 25) returning id`,
    [leadId],
  );
  await database().query(
    `insert into quote_items (quote_id, position, name, quantity_milli, unit_price_cents, taxable, optional) values ($1, 1, 'Mount the TV', 1000, 40000, false, false), ($1, 2, 'Hide the cables', 1000, 12000, false, true)`,
    [quote.rows[0]!.id],
  );
  await page.goto(`/status/${leadId}/quote`);
  await expect(page.getByTestId("deposit-due")).toContainText("Deposit due $100.00");
  await page.getByLabel("Hide the cables (optional)").check();
  // 25% of $520.00, computed in the page by the same money module.
  await expect(page.getByTestId("deposit-due")).toContainText("Deposit due $130.00");
  await page.goto(`/es/status/${leadId}/quote`);
  await expect(page.getByTestId("deposit-due")).toContainText("Depósito requerido $100.00");
});

test("a Super Admin refunds part of a paid deposit from its page without JavaScript; refused amounts come back with their message and what was typed; the lead and status pages say refunded @mobile", async ({ browser, baseURL }, info) => {
  const owner = uniqueEmail("deposits-owner");
  await createAdminWithCli(owner, "Super Admin");
  const email = `deposit-refund-${randomBytes(4).toString("hex")}@example.com`;
  const db = database();
  const { rows } = await db.query<{ id: string }>(`insert into leads (name, phone, email, service, description, status) values ('Rosa Reembolso', '(310) 555-0167', $1, 'tv-mounting', 'Mount a TV', 'Approved') returning id`, [email]);
  const leadId = rows[0]!.id;
  // A $400.00 quote asking a $100.00 deposit, approved, and the deposit paid in cash.
  const quote = await db.query<{ id: string }>(
    `insert into quotes (lead_id, version, status, tax_rate_milli, subtotal_cents, tax_cents, total_cents, deposit_fixed_cents, valid_until, sent_by, answered_at)
     values ($1, 1, 'approved', 0, 40000, 0, 40000, 10000, current_date + 30, 'ops@example.com', now()) returning id`,
    [leadId],
  );
  const quoteId = quote.rows[0]!.id;
  await db.query(`insert into quote_answers (quote_id, answer, version, subtotal_cents, discount_cents, tax_cents, total_cents, deposit_cents, signed_name) values ($1, 'approved', 1, 40000, 0, 0, 40000, 10000, 'Rosa Reembolso')`, [quoteId]);
  await db.query(`insert into payments (lead_id, quote_id, kind, method, amount_cents, recorded_by, received_on, idempotency_key) values ($1, $2, 'deposit', 'cash', 10000, 'ops@example.com', current_date, $3)`, [
    leadId,
    quoteId,
    `e2e-${randomBytes(6).toString("hex")}`,
  ]);

  const viewport = { width: info.project.name.includes("mobile") ? 390 : 1280, height: 900 };
  const opsContext = await browser.newContext({ viewport, baseURL, javaScriptEnabled: false });
  const opsPage = await opsContext.newPage();
  await opsPage.goto(`/admin/leads/${leadId}/deposit`);
  await signIn(opsPage, ops);
  await expect(opsPage.getByTestId("deposit-state")).toHaveText("Deposit paid ($100.00)");
  // An Ops Admin sees the payment, and no refund (the server refuses it too: 403, tested in the integration suite).
  await expect(opsPage.getByTestId("deposit-payment")).toContainText("Payment of $100.00 · Cash");
  await expect(opsPage.getByText("Refund this payment")).toHaveCount(0);
  await opsContext.close();

  const context = await browser.newContext({ viewport, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/admin/leads/${leadId}/deposit`);
  await signIn(page, owner);
  const payment = page.getByTestId("deposit-payment");
  await payment.getByText("Refund this payment").click();
  await payment.getByLabel("Amount refunded ($)").fill("150");
  await payment.getByRole("button", { name: "Refund deposit" }).click();
  await expect(page.getByText("At most $100.00 of that payment is left to refund.")).toBeVisible();
  await expect(page.getByTestId("deposit-payment").getByLabel("Amount refunded ($)")).toHaveValue("150");
  await page.getByTestId("deposit-payment").getByLabel("Amount refunded ($)").fill("forty");
  await page.getByTestId("deposit-payment").getByLabel("Note").fill("Customer moved the visit");
  await page.getByTestId("deposit-payment").getByRole("button", { name: "Refund deposit" }).click();
  await expect(page.getByText("Enter an amount in dollars and cents, more than $0.00 (for example 150 or 150.25).")).toBeVisible();
  await expect(page.getByTestId("deposit-payment").getByLabel("Note")).toHaveValue("Customer moved the visit");
  await page.getByTestId("deposit-payment").getByLabel("Amount refunded ($)").fill("40");
  await page.getByTestId("deposit-payment").getByRole("button", { name: "Refund deposit" }).click();
  await expect(page.getByTestId("deposit-state")).toHaveText("Deposit partly refunded: $40.00 given back, $60.00 kept");
  await expect(page.getByTestId("deposit-payment").nth(1)).toContainText("Refund of $40.00 · Cash");
  await page.screenshot({ path: info.outputPath(`deposit-refund-${viewport.width}.png`), fullPage: true });
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByTestId("lead-deposit-state")).toHaveText("Deposit partly refunded: $40.00 given back, $60.00 kept");

  await page.goto(`/status/${leadId}`);
  await expect(page.getByTestId("status-deposit")).toHaveText("Deposit refunded: $40.00 of the $100.00 paid");
  await page.goto(`/es/status/${leadId}`);
  await expect(page.getByTestId("status-deposit")).toHaveText("Depósito reembolsado: $40.00 de los $100.00 pagados");
  await expect(page.getByRole("link", { name: "Pagar el depósito" })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`status-deposit-refunded-${viewport.width}.png`), fullPage: true });

  // The reminders to pay a deposit are set on the Price book page, beside the deposit's default, without JavaScript.
  await page.goto("/admin/price-book");
  const reminders = page.getByRole("region", { name: "Deposit" });
  await reminders.getByLabel("Remind after (days since approval)").fill("0");
  await reminders.getByRole("button", { name: "Save Reminders" }).click();
  await expect(page.getByRole("region", { name: "Deposit" }).getByText("Enter a whole number of days from 1 to 90.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Deposit" }).getByLabel("Remind after (days since approval)")).toHaveValue("0");
  await page.getByRole("region", { name: "Deposit" }).getByLabel("Remind after (days since approval)").fill("3");
  await page.getByRole("region", { name: "Deposit" }).getByLabel("At most (reminders)").fill("1");
  await page.getByRole("region", { name: "Deposit" }).getByRole("button", { name: "Save Reminders" }).click();
  // Saved (post/redirect/get): the page read again shows the saved values, and the overdue invoices' stay their own.
  await expect(page.getByText("Enter a whole number of days from 1 to 90.")).toHaveCount(0);
  await page.goto("/admin/price-book");
  await expect(page.getByRole("region", { name: "Deposit" }).getByLabel("Remind after (days since approval)")).toHaveValue("3");
  await expect(page.getByRole("region", { name: "Deposit" }).getByLabel("At most (reminders)")).toHaveValue("1");
  await expect(page.getByRole("region", { name: "Overdue invoices" }).getByLabel("Remind after (days overdue)")).not.toHaveValue("3");
  await page.getByRole("region", { name: "Deposit" }).screenshot({ path: info.outputPath(`price-book-deposit-${viewport.width}.png`) });
  await context.close();
});
