import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";
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

/**
 * A completed request in Pasadena with one photo the customer agreed to show, stored hidden so
 * that no public page changes (the posts use hidden photos too, marked so): its reference.
 */
async function finishedJobWithPhoto(name: string): Promise<string> {
  const db = database();
  const { rows } = await db.query<{ id: string; reference: string }>(
    `insert into leads (name, phone, email, service, description, language, zip_code, street_address, status, reference)
     values ($1, '(626) 555-0177', $2, 'tv-mounting', 'Mount a 65 inch TV', 'es', '91101', '77 Secret Garden Ln', 'Completed', $3)
     returning id, reference`,
    [name, emailOf(name), `PC-${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, "X")}`],
  );
  const lead = rows[0]!;
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 60, g: 120, b: 180 } } }).jpeg().toBuffer();
  const photo = await db.query<{ id: string }>(
    `insert into job_photos (kind, purpose, service_slug, city_slug, alt_en, alt_es, consent, consent_note, lead_id, hidden)
     values ('single', 'job', 'tv-mounting', 'pasadena', 'A 65-inch TV mounted above a fireplace', 'Un televisor de 65 pulgadas sobre una chimenea', 'customer-consented', 'By e-mail', $1, true)
     returning id`,
    [lead.id],
  );
  await db.query(`insert into job_photo_files (photo_id, role, format, width, height, bytes) values ($1, 'single', 'jpeg', 1200, 800, $2)`, [photo.rows[0]!.id, bytes]);
  return lead.reference;
}

/** A request whose customer has texted the office: the thread's digits. */
async function textingCustomer(name: string): Promise<string> {
  const digits = `213555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
  await database().query(
    `insert into leads (name, phone, email, service, description, language, zip_code) values ($1, $2, $3, 'furniture-assembly', 'Assemble a desk', 'en', '91101')`,
    [name, `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, emailOf(name)],
  );
  await database().query(`insert into text_messages (direction, phone_digits, body, provider_sid, status) values ('in', $1, 'When can you come?', $2, 'received')`, [
    digits,
    `SM${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.padEnd(34, "0").slice(0, 34),
  ]);
  return digits;
}

test("a finished job's posts come in English and Spanish, and Instagram's image downloads at 1080×1080 @mobile", async ({ loginAs, page }, testInfo) => {
  await signedIn(loginAs, page);
  const name = uniqueName("Posts");
  const reference = await finishedJobWithPhoto(name);
  await page.goto("/admin/ai-tools");
  const card = page.getByRole("region", { name: "Posts from finished jobs" });
  await card.getByLabel("Finished job").selectOption({ label: `${reference} · TV Mounting · Pasadena · 1 photo` });
  await card.getByRole("button", { name: "Draft posts" }).click();
  await expect(card.getByText(/Drafted by Built-in rules/)).toBeVisible();
  await expect(card.getByLabel("Instagram post in English")).toHaveValue(/TV Mounting in Pasadena/);
  await expect(card.getByLabel("Google Business Profile post in Spanish")).toHaveValue(/Instalación de TV en pared en Pasadena/);
  const all = await card.locator("textarea").evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value).join("\n"));
  for (const secret of [name, "555-0177", emailOf(name), "Secret Garden"]) expect(all).not.toContain(secret);
  await expect(card.getByText("Hidden on the website").first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Copy" }).first()).toBeVisible();

  const instagram = card.getByRole("article", { name: "Instagram" });
  const [download] = await Promise.all([page.waitForEvent("download"), instagram.getByRole("link", { name: /Download 1080×1080/ }).click()]);
  expect(download.suggestedFilename()).toBe("pasadena-tv-mounting-instagram-1.jpg");
  const meta = await sharp(await readFile((await download.path())!)).metadata();
  expect([meta.width, meta.height]).toEqual([1080, 1080]);
  const [text] = await Promise.all([page.waitForEvent("download"), instagram.getByRole("link", { name: /Download \(\.txt\) Instagram post in Spanish/ }).click()]);
  expect(await readFile((await text.path())!, "utf8")).toContain("Pasadena");
  await page.screenshot({ path: testInfo.outputPath("posts.png"), fullPage: true });
});

test("an Inbox thread's 'Draft a reply' fills the reply box, and sends nothing @mobile", async ({ loginAs, page }, testInfo) => {
  await signedIn(loginAs, page);
  const name = uniqueName("Texter");
  const digits = await textingCustomer(name);
  await page.goto(`/admin/inbox/${digits}`);
  await page.getByRole("button", { name: "Draft a reply" }).click();
  await expect(page.getByLabel("Reply")).toHaveValue(/^Hi Texter, thanks for your text\. We have your Furniture Assembly request/);
  await expect(page.getByText(/Drafted by Built-in rules/)).toBeVisible();
  const { rows } = await database().query<{ count: number }>("select count(*)::int as count from text_messages where phone_digits = $1 and direction = 'out'", [digits]);
  expect(rows[0]?.count).toBe(0);
  await page.screenshot({ path: testInfo.outputPath("inbox-draft.png"), fullPage: true });
});

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

  test("'Draft posts' and the Inbox's 'Draft a reply' answer by a form post", async ({ loginAs, page }) => {
    await signedIn(loginAs, page);
    const reference = await finishedJobWithPhoto(uniqueName("PostsNoJs"));
    await page.goto("/admin/ai-tools");
    await page.getByLabel("Finished job", { exact: true }).selectOption({ label: `${reference} · TV Mounting · Pasadena · 1 photo` });
    await page.getByRole("button", { name: "Draft posts" }).click();
    await expect(page.getByLabel("Facebook post in Spanish")).toHaveValue(/Pasadena/);
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);

    const digits = await textingCustomer(uniqueName("TexterNoJs"));
    await page.goto(`/admin/inbox/${digits}`);
    await page.getByRole("button", { name: "Draft a reply" }).click();
    await expect(page.getByLabel("Reply")).toHaveValue(/^Hi TexterNoJs, thanks for your text\./);
  });

  test("'Try the triage' on the AI Tools tab answers by a form post", async ({ loginAs, page }) => {
    await signedIn(loginAs, page);
    await page.goto("/admin/ai-tools");
    await page.getByLabel("The request").fill("We are a digital marketing agency. Get more leads for your business at www.seo.example");
    await page.getByRole("button", { name: "Triage it" }).click();
    await expect(page.getByRole("region", { name: "Triage" }).getByText("Likely spam")).toBeVisible();
  });
});
