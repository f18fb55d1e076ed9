import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BOOKING_MESSAGES } from "~/leads/capture/booking-schema";
import { translateMessage, translator } from "~/utils/i18n";
import { expect, test } from "./fixtures";
import { closeDatabase, dataDir } from "./admin-helpers";
import { resetFormRateLimits, UUID } from "./leads-helpers";

/**
 * Issue 35's bar, as a Spanish-speaking homeowner on a phone meets it: from the Spanish home page
 * to a booking in Spanish (an empty required field answered in Spanish), the Spanish status page,
 * the confirmation e-mail in Spanish, and the office seeing the request's language.
 */

test.afterAll(closeDatabase);
test.beforeEach(resetFormRateLimits);

/** The text of the e-mail to `to` in the outbox, its quoted-printable body read back as UTF-8 (Spanish has accents). */
async function mailTo(to: string): Promise<string> {
  const folder = path.join(dataDir, "outbox");
  const decode = (text: string) =>
    Buffer.from(
      text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  let found = "";
  await expect
    .poll(() => {
      const names = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.name.endsWith(".eml"));
      found = names.map((entry) => readFileSync(path.join(folder, entry.name), "utf8")).find((text) => text.includes(`To: ${to}`)) ?? "";
      return found !== "";
    }, { timeout: 25_000 })
    .toBe(true);
  return decode(found);
}

test("from the Spanish home page a homeowner books in Spanish, follows it in Spanish, gets the e-mail in Spanish, and the office sees it is Spanish @mobile", async ({ page, loginAs }, info) => {
  const forms = translator("es", "forms");
  await page.goto("/es/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await page.locator('main a[href^="/es/book"]').first().click();
  await expect(page).toHaveURL(/\/es\/book(\?.*)?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");

  const email = `es-journey-${info.project.name}-${Date.now()}@example.com`;
  await page.locator('[name="fullName"]').fill("");
  await page.locator('[name="phoneNumber"]').fill("(818) 555-0166");
  await page.locator('[name="emailAddress"]').fill(email);
  await page.locator('[name="streetAddress"]').fill("1200 Colorado Blvd");
  await page.locator('[name="zipCode"]').fill("91105");
  await page.locator('[name="serviceType"]').selectOption("drywall-repair");
  await page.locator('[name="issueDescription"]').fill("Reparar un hoyo en la pared de la sala.");
  await page.locator('main form [type="submit"]').click();

  const required = translateMessage("es", BOOKING_MESSAGES.fullName);
  expect(required).not.toBe(BOOKING_MESSAGES.fullName);
  await expect(page.getByText(required)).toBeVisible();
  await expect(page.getByText(BOOKING_MESSAGES.fullName)).toHaveCount(0);
  await expect(page.locator('[name="emailAddress"]')).toHaveValue(email);
  await page.screenshot({ path: info.outputPath("es-booking-error.png"), fullPage: true });

  await page.locator('[name="fullName"]').fill("Rosa Martínez");
  await page.locator('main form [type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/es/status/${UUID.source}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(forms("status.title"));
  await expect(page.getByRole("main").getByText("Reparación de drywall", { exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath("es-status.png"), fullPage: true });
  const id = new URL(page.url()).pathname.split("/").pop()!;

  const message = await mailTo(email);
  const mail = translator("es", "mail");
  expect(message).toContain(mail("confirmation.link"));
  expect(message).toContain(`/es/status/${id}`);
  expect(message).toContain("Gracias por elegir a");

  await loginAs("Ops Admin", { path: `/admin/leads/${id}` });
  const language = page.locator("dt", { hasText: /^Language$/ });
  await expect(language).toBeVisible();
  await expect(language.locator("xpath=following-sibling::dd[1]")).toHaveText("Spanish");
  await page.screenshot({ path: info.outputPath("admin-lead-language.png"), fullPage: true });
});
