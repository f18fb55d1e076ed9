import type { Page } from "@playwright/test";
import { expect, test, type LoginAs } from "./fixtures";
import { closeDatabase, database } from "./admin-helpers";
import { uniqueName } from "./leads-helpers";

test.afterAll(closeDatabase);

async function signedIn(loginAs: LoginAs, page: Page) {
  await loginAs("Ops Admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

const emailOf = (name: string) => `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;

/** A Spanish request with an active leak, as the booking stores it: its triage is queued by the database. */
async function leakingLead(name: string): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, language, zip_code)
     values ($1, '(213) 555-0144', $2, 'something-else', 'Hay una fuga de agua debajo del fregadero y el gabinete está mojado.', 'es', '91101')
     returning id`,
    [name, emailOf(name)],
  );
  return rows[0]!.id;
}

/** The lead page once its triage is written (the server's worker looks every 2 s). */
async function triagedPage(page: Page, id: string) {
  await page.goto(`/admin/leads/${id}`);
  const card = page.getByRole("region", { name: "Triage" });
  await expect(async () => {
    await page.reload();
    await expect(card.getByText("Likely real")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return card;
}

test("a new request is triaged within seconds, and 'Draft a reply' writes a Spanish draft @mobile", async ({ loginAs, page }, testInfo) => {
  await signedIn(loginAs, page);
  const name = uniqueName("Fuga");
  const id = await leakingLead(name);
  const card = await triagedPage(page, id);
  await expect(card.getByText("Active leak")).toBeVisible();
  await expect(card.getByText(/By Built-in rules/)).toBeVisible();
  await page.getByLabel("The reply is to").selectOption("delay");
  await page.getByRole("button", { name: "Draft a reply" }).click();
  await expect(page.getByLabel("Message")).toHaveValue(/Le pedimos una disculpa por la demora/);
  await page.screenshot({ path: testInfo.outputPath("lead-page.png"), fullPage: true });

  await page.goto(`/admin?lead=${id}`);
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByText("Urgent", { exact: true })).toBeVisible();
  await page.goto("/admin?triage=urgent");
  // On a phone the filters are folded under the search: the chosen one is marked either way.
  await expect(page.locator('nav[aria-label="Triage filter"] a[aria-current="page"]')).toHaveText("Urgent");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  await page.goto("/admin/ai-tools");
  await expect(page.getByRole("heading", { name: "Triage of recent requests" })).toBeVisible();
  await expect(page.getByText("No model is configured")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("ai-tools.png"), fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the draft comes by a form post, and Send queues it for the customer @mobile", async ({ loginAs, page }) => {
    await signedIn(loginAs, page);
    const name = uniqueName("SinJs");
    const id = await leakingLead(name);
    await triagedPage(page, id);
    await page.getByRole("button", { name: "Draft a reply" }).click();
    await expect(page.getByLabel("Message")).toHaveValue(/^Hola SinJs/);
    await page.getByLabel("Message").fill("Hola, vamos mañana a las 9. Saludos, Pacific Crest Handyman");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    expect(await page.content()).toContain("Reply sent");
    const { rows } = await database().query<{ text: string }>("select text from mail_outbox where kind = 'staff-reply' and \"to\" = $1", [emailOf(name)]);
    expect(rows[0]?.text).toBe("Hola, vamos mañana a las 9. Saludos, Pacific Crest Handyman");
  });

  test("'Try the triage' on the AI Tools tab answers by a form post", async ({ loginAs, page }) => {
    await signedIn(loginAs, page);
    await page.goto("/admin/ai-tools");
    await page.getByLabel("The request").fill("We are a digital marketing agency. Get more leads for your business at www.seo.example");
    await page.getByRole("button", { name: "Triage it" }).click();
    await expect(page.getByRole("region", { name: "Triage" }).getByText("Likely spam")).toBeVisible();
  });
});
