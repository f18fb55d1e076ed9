import type { Page, TestInfo } from "@playwright/test";
import { isoDateInZone } from "~/utils/dates";
import { company } from "~/content/site";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, signIn, uniqueEmail } from "./admin-helpers";
import { STATIC_TOAST } from "./leads-helpers";

/**
 * The customer confirms, moves or cancels their visit from the status page (decision 067), with
 * the last four digits of the phone number on the request ('(310) 555-0142': 0142).
 */

test.afterAll(closeDatabase);

let ops = "";
test.beforeAll(async () => {
  ops = uniqueEmail("visit-changes-ops");
  await createAdminWithCli(ops, "Ops Admin");
});

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A Wednesday some weeks ahead, its own per test and viewport (the schedule spec takes Tuesdays). */
function wednesday(info: TestInfo, slot: number): string {
  const weeks = 8 + slot * 2 + (info.project.name.includes("mobile") ? 1 : 0);
  let day = addDaysIso(isoDateInZone(new Date()), weeks * 7);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addDaysIso(day, 1);
  return day;
}

async function visit(name: string, date: string, window: string, status = "Approved"): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, street_address, zip_code, scheduled_date, arrival_window)
     values ($1, '(310) 555-0142', 'visit.changes@example.com', 'gutter-cleaning', 'Clean the gutters.', $2, '42 Ocean Ave', '90401', $3, $4)
     returning id`,
    [name, status, date, window],
  );
  return rows[0]!.id;
}

async function leadRow(id: string) {
  const { rows } = await database().query<{ status: string; date: string; arrival_window: string; cancel_reason: string | null; customer_confirmed_for: string | null }>(
    "select status, scheduled_date::text as date, arrival_window, cancel_reason, customer_confirmed_for from leads where id = $1",
    [id],
  );
  return rows[0]!;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The toast after a redirect: a static one without JavaScript (in the page), the live one with it. */
async function expectToast(page: Page, text: string) {
  await expect(page.locator(STATIC_TOAST)).toContainText(text);
}

test("the customer confirms their visit; the lead page shows it and the schedule marks it @mobile", async ({ page }, info) => {
  // Three pages, a sign-in and four full-page screenshots: 22 s alone, past 30 s on a loaded two-core machine.
  test.setTimeout(60_000);
  const date = wednesday(info, 0);
  const name = `Confirming Customer ${Date.now()}`;
  const id = await visit(name, date, "10-12");
  await page.goto(`/status/${id}`);
  const section = page.getByRole("region", { name: "Your visit" });
  await expect(section).toContainText("10 am–12 pm");
  await expect(section).toContainText("Our office has confirmed this visit.");
  await expectNoAxeViolations(page);
  await shot(page, "visit-section");

  const confirm = page.getByRole("form", { name: "Confirm your visit" });
  await confirm.getByLabel("Last four digits of your phone number").fill("1234");
  await confirm.getByRole("button", { name: "Confirm this visit" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Those digits don't match the phone number on this request.");
  await expect(confirm.getByLabel("Last four digits of your phone number")).toHaveAttribute("aria-invalid", "true");
  expect((await leadRow(id)).customer_confirmed_for).toBeNull();
  await expectNoAxeViolations(page);
  await shot(page, "confirm-wrong-digits");
  await confirm.getByLabel("Last four digits of your phone number").fill("0142");
  await confirm.getByRole("button", { name: "Confirm this visit" }).click();
  await expectToast(page, "Visit confirmed");
  await expect(section).toContainText("You confirmed this visit");
  await expect(page.getByRole("form", { name: "Confirm your visit" })).toHaveCount(0);
  expect((await leadRow(id)).customer_confirmed_for).toBe(`${date} 10-12`);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/leads/${id}`);
  await signIn(page, ops);
  await expect(page.getByText(/Customer confirmed · \w{3} \d+, \d{4}, \d+:\d{2}/)).toBeVisible();
  await expect(page.getByText("The customer confirmed the visit:")).toBeVisible();
  await shot(page, "lead-page-confirmed");

  await page.goto(`/admin/schedule?view=week&date=${date}`);
  const week = page.getByRole("region", { name: "Week schedule, scrolls sideways" });
  await expect(week.getByRole("listitem").filter({ hasText: name })).toContainText("Customer confirmed");
  await expectNoAxeViolations(page);
  await page.goto(`/admin/schedule?view=day&date=${date}`);
  await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toContainText("Customer confirmed");
  await shot(page, "schedule-day-confirmed");
});

test("the open move and cancel forms and the cancelled page pass axe @mobile", async ({ page }, info) => {
  const date = wednesday(info, 3);
  const id = await visit(`Axe Customer ${Date.now()}`, date, "12-2", "New");
  await page.goto(`/status/${id}`);
  await page.getByText("Move to another time").click();
  await page.getByText("Cancel this visit").click();
  await expect(page.getByRole("form", { name: "Cancel your visit" }).getByRole("button", { name: "Cancel my visit" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "forms-open");
  const cancel = page.getByRole("form", { name: "Cancel your visit" });
  await cancel.getByLabel("Last four digits of your phone number").fill("0142");
  await cancel.getByRole("button", { name: "Cancel my visit" }).click();
  await expectToast(page, "Visit cancelled");
  await expect(page.getByRole("heading", { name: "Your visit is cancelled" })).toBeVisible();
  await shot(page, "cancelled-with-javascript");
  await expectNoAxeViolations(page);
});

// Axe runs in the page's JavaScript: these flows' pages are checked with it above.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("wrong digits are refused with one message and the choice kept; the right ones move the visit into an open window @mobile", async ({ page }, info) => {
    const date = wednesday(info, 1);
    const id = await visit(`Moving Customer ${Date.now()}`, date, "8-10", "New");
    await page.goto(`/status/${id}#visit`);
    await page.getByText("Move to another time").click();
    const move = page.getByRole("form", { name: "Move your visit" });
    const choice = move.getByLabel("Arrival Window");
    const chosen = await choice.locator("option:not([disabled]):not([value=''])").first().getAttribute("value");
    await choice.selectOption(chosen!);
    await move.getByLabel("Last four digits of your phone number").fill("9999");
    await move.getByRole("button", { name: "Move my visit" }).click();
    await expect(page.getByRole("form", { name: "Move your visit" }).getByRole("alert")).toHaveText("Those digits don't match the phone number on this request.");
    await expect(page.getByRole("form", { name: "Move your visit" }).getByLabel("Arrival Window")).toHaveValue(chosen!);
    expect((await leadRow(id)).arrival_window).toBe("8-10");
    await shot(page, "move-wrong-digits");

    const again = page.getByRole("form", { name: "Move your visit" });
    await again.getByLabel("Last four digits of your phone number").fill("0142");
    await again.getByRole("button", { name: "Move my visit" }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${id}$`));
    await expectToast(page, "Visit moved");
    const [chosenDate, chosenWindow] = chosen!.split(" ");
    expect(await leadRow(id)).toMatchObject({ status: "New", date: chosenDate, arrival_window: chosenWindow });
    const { rows } = await database().query("select kind from mail_outbox where kind in ('lead-rescheduled-customer', 'visit-rescheduled-staff') and (idempotency_key like $1 or text like $2)", [
      `notice:${id}:%`,
      `%${id}%`,
    ]);
    expect(rows.map((row) => row.kind).sort()).toEqual(["lead-rescheduled-customer", "visit-rescheduled-staff"]);
    await shot(page, "moved");
  });

  test("the customer cancels with a reason; the page shows it cancelled and 'Book again' leads to /book with the service @mobile", async ({ page }, info) => {
    const date = wednesday(info, 2);
    const id = await visit(`Cancelling Customer ${Date.now()}`, date, "2-4");
    await page.goto(`/status/${id}`);
    await page.getByText("Cancel this visit").click();
    const cancel = page.getByRole("form", { name: "Cancel your visit" });
    await cancel.getByLabel("Why are you cancelling? (optional)").fill("Fixed it myself");
    await cancel.getByLabel("Last four digits of your phone number").fill("0142");
    await cancel.getByRole("button", { name: "Cancel my visit" }).click();
    await expectToast(page, "Visit cancelled");
    expect(await leadRow(id)).toMatchObject({ status: "Cancelled", cancel_reason: "Fixed it myself" });
    await expect(page.getByRole("heading", { name: "Your visit is cancelled" })).toBeVisible();
    await expect(page.getByText("Request Cancelled")).toBeVisible();
    await expect(page.getByText("Fixed it myself")).toHaveCount(0);
    const { rows } = await database().query<{ attachments: { content: string }[] }>("select attachments from mail_outbox where kind = 'lead-cancelled-customer' and idempotency_key like $1", [`notice:${id}:%`]);
    expect(rows[0]!.attachments[0]!.content).toContain("METHOD:CANCEL");
    await shot(page, "cancelled");

    await page.getByRole("link", { name: "Book again" }).click();
    await expect(page).toHaveURL("/book?service=gutter-cleaning");
    await expect(page.getByLabel("Select Service")).toHaveValue("gutter-cleaning");
  });
});

test("after the cut-off the page gives the office's phone number instead of the forms @mobile", async ({ page }) => {
  const id = await visit(`Late Customer ${Date.now()}`, isoDateInZone(new Date()), "4-6");
  await page.goto(`/status/${id}`);
  const section = page.getByRole("region", { name: "Your visit" });
  await expect(section).toContainText(`To change this visit, call us at ${company.phone}`);
  await expect(section.getByRole("link", { name: company.phone })).toHaveAttribute("href", `tel:${company.phoneE164}`);
  await expect(page.getByRole("form", { name: "Confirm your visit" })).toHaveCount(0);
  await expect(page.getByText("Move to another time")).toHaveCount(0);
  await expectNoAxeViolations(page);
  const posted = await page.request.post(`/status/${id}?visit`, {
    form: { intent: "visit-cancel", digits: "0142", reason: "" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(posted.status()).toBe(409);
  expect((await leadRow(id)).status).toBe("Approved");
});
