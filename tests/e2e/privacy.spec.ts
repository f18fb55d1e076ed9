import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { addPhoto, closeDatabase, createAdminWithCli, database, signIn, uniqueEmail } from "./admin-helpers";
import { insertLead, uniqueName } from "./leads-helpers";

test.afterAll(closeDatabase);

test("/privacy is the privacy policy: effective date, what is collected, who receives it, how long, how to see, correct or delete it, GPC @mobile", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveTitle("Privacy Policy | Pacific Crest Handyman");
  await expect(page.getByText(/^Effective \w+ \d{1,2}, \d{4}$/)).toBeVisible();

  const section = (name: string) => page.getByRole("heading", { level: 2, name }).locator("xpath=following-sibling::*[1]");
  const collected = section("The personal information we collect").locator("xpath=following-sibling::ul[1]");
  for (const item of [/name, phone number and e-mail address/, /street address and ZIP code/, /photo of your home/, /messages between you and us/]) {
    await expect(collected).toContainText(item);
  }
  await expect(page.getByRole("heading", { level: 2, name: "Why we use it" })).toBeVisible();
  const receives = section("Who receives it");
  await expect(receives).toContainText("e-mail");
  await expect(receives).toContainText("Text messages");
  await expect(page.getByText("We do not sell your personal information, and we do not share it for advertising.")).toBeVisible();
  // The e2e server sets neither SMTP_URL nor Twilio: no provider is named.
  await expect(receives).not.toContainText("Twilio");
  await expect(section("How long we keep it")).toContainText("we keep it for 24 months (2 years)");
  await expect(section("How long we keep it")).toContainText("erased for good");

  const rights = section("See, correct or delete your information");
  await expect(rights.getByRole("link", { name: "request status page" })).toHaveAttribute("href", "/status");
  await expect(rights.getByRole("link", { name: "(818) 555-0142" })).toHaveAttribute("href", "tel:+18185550142");
  await expect(rights.getByRole("link", { name: "hello@pacificcresthandyman.com" })).toHaveAttribute("href", "mailto:hello@pacificcresthandyman.com");
  await expect(rights).toContainText(/To correct or delete your information/);

  await expect(page.getByRole("heading", { level: 2, name: "Do Not Track and Global Privacy Control" })).toBeVisible();
  await expect(section("Do Not Track and Global Privacy Control")).toContainText("We honour both");
  await expect(page.getByRole("heading", { level: 2, name: "What we count, and what we don't" })).toBeVisible();
  await expectNoAxeViolations(page);

  await rights.getByRole("link", { name: "request status page" }).click();
  await expect(page).toHaveURL(/\/status$/);
});

let owner = "";
let ops = "";
test.beforeAll(async () => {
  owner = uniqueEmail("privacy-owner");
  ops = uniqueEmail("privacy-ops");
  await createAdminWithCli(owner, "Super Admin");
  await createAdminWithCli(ops, "Ops Admin");
});

async function signedInOn(page: Page, path: string, email: string) {
  await page.goto(path);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Actions" })).toBeVisible();
}

async function leadWithEverything(): Promise<{ id: string; name: string }> {
  const name = uniqueName("Erasable");
  const id = await insertLead({ name, email: "erasable@example.com" });
  await addPhoto(id);
  await database().query("insert into lead_notes (lead_id, author, body) values ($1, 'office', 'Gate code 8080')", [id]);
  return { id, name };
}

for (const javaScript of [true, false]) {
  test(`a Super Admin erases a customer's personal data after a second step that says what happens (JavaScript ${javaScript ? "on" : "off"}); kept pages lose it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    const { id, name } = await leadWithEverything();
    const firstName = name.split(" ")[0]!;
    // Both pages seen twice: kept in memory (decision 027) before the erasure.
    for (let i = 0; i < 2; i++) {
      await page.goto(`/status/${id}`);
      await expect(page.getByText(firstName, { exact: false }).first()).toBeVisible();
    }
    await signedInOn(page, `/admin/leads/${id}`, owner);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByText("Gate code 8080")).toBeVisible();

    const erase = page.getByRole("button", { name: "Erase for good" });
    await expect(erase).toBeHidden();
    await page.getByText("Erase personal data…").click();
    await expect(page.getByText(/At the customer's request, this erases the customer's name, phone, e-mail, address and ZIP, description, photo, review, the internal notes, the words of the quotes/)).toBeVisible();
    await expect(page.getByText(/This cannot be undone\./)).toBeVisible();
    if (javaScript) await expectNoAxeViolations(page);
    await erase.click();

    // The admin's toasts are drawn by the hydrated page; without JavaScript the page itself says it.
    if (javaScript) await expect(page.getByText("Personal data erased. It cannot be restored.")).toBeVisible();
    await expect(page.getByText(/The customer's personal data was erased on /)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Personal data erased" })).toBeVisible();
    await expect(page.getByText("Personal data erased at the customer's request")).toBeVisible();
    for (const gone of [name, "erasable@example.com", "742 Evergreen Terrace", "Gate code 8080", "Assemble a wardrobe"]) {
      await expect(page.getByText(gone)).toHaveCount(0);
    }
    await expect(page.getByRole("img", { name: /Photo from/ })).toHaveCount(0);
    await expect(page.getByText("Erase personal data…")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(name)).toHaveCount(0);
    if (javaScript) await expectNoAxeViolations(page);

    await page.goto(`/status/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(firstName)).toHaveCount(0);
    await expect(page.getByText("Evergreen")).toHaveCount(0);
    const stored = await database().query("select name, email, street_address, erased_at from leads where id = $1", [id]);
    expect(stored.rows[0]).toMatchObject({ name: "", email: "", street_address: null, erased_at: expect.any(Date) });
    await context.close();
  });
}

test("an Ops Admin is offered no erasure, and a post of it is refused", async ({ page }) => {
  const { id, name } = await leadWithEverything();
  await signedInOn(page, `/admin/leads/${id}`, ops);
  await expect(page.getByText("Erase personal data…")).toHaveCount(0);
  const response = await page.request.post(`/admin/leads/${id}`, { form: { intent: "erase", leadId: id }, headers: { Origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(403);
  const stored = await database().query("select name from leads where id = $1", [id]);
  expect(stored.rows[0]).toEqual({ name });
});
