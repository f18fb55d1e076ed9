import type { Page } from "@playwright/test";
import { bookableServices, serviceAreas, serviceNav } from "~/content/site";
import { generateReference } from "~/leads/reference";
import { SMS_CONSENT } from "~/leads/sms-consent";
import { database } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { fillBookingForm, insertLead, resetFormRateLimits, uniqueName, UUID, watchBusyForm } from "./leads-helpers";

/** A client-side navigation to /book first loads its route chunks: slow while the machine is busy. */
const BOOK_NAVIGATION_MS = 20_000;

test.beforeEach(resetFormRateLimits);

const cities = serviceAreas.filter((area) => area.active);

/**
 * The city pages' 'Our Top Services' (app/content/service-cards.ts, which Playwright cannot load:
 * it reads the photo manifest, a JSON import without an import attribute).
 */
const topServices = ["tv-mounting", "furniture-assembly", "home-cleaning"].map((slug) => {
  const service = serviceNav.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`${slug} is not in serviceNav`);
  return { slug: service.slug, title: service.label };
});

function fillContact(page: Page, name: string) {
  return fillBookingForm(page, {
    name,
    phone: "(818) 555-0177",
    email: "customer-e2e@example.com",
    street: "45 Colorado Blvd, Pasadena, CA",
    zip: "91105",
    service: null,
    description: null,
  });
}

test("every service, and 'Something else', can be booked; the status page shows the reference code", async ({ page }) => {
  test.setTimeout(120_000);
  for (const service of bookableServices) {
    await resetFormRateLimits();
    const name = uniqueName(`Booker ${service.slug}`);
    await page.goto(`/book?service=${service.slug}`);
    await expect(page.getByLabel("Select Service")).toHaveValue(service.slug);
    await fillContact(page, name);
    const optIn = service.slug === "caulking";
    if (optIn) await page.getByLabel(SMS_CONSENT.label).check();
    await page.getByRole("button", { name: "Request Service" }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${UUID.source}$`));
    await expect(page.getByRole("heading", { name: "Service Request Status" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Request Summary" });
    await expect(summary).toContainText(service.label);
    const { rows } = await database().query<{ service: string; reference: string; sms_consent_version: string | null }>(
      "select service, reference, sms_consent_version from leads where name = $1",
      [name],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.service).toBe(service.slug);
    expect(rows[0]!.reference).toMatch(/^PC-[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
    expect(rows[0]!.sms_consent_version).toBe(optIn ? SMS_CONSENT.version : null);
    await expect(summary).toContainText(rows[0]!.reference);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("each service page's Book button opens /book with that service chosen", async ({ page }) => {
      test.setTimeout(90_000);
      for (const service of serviceNav) {
        await page.goto(`/services/${service.slug}`);
        await page.getByRole("link", { name: `Book ${service.label}` }).first().click();
        await expect(page).toHaveURL(`/book?service=${service.slug}`, { timeout: BOOK_NAVIGATION_MS });
        await expect(page.getByLabel("Select Service")).toHaveValue(service.slug);
      }
    });

    for (const city of cities) {
      test(`${city.name}'s Book buttons open /book with their service chosen`, async ({ page }) => {
        for (const service of topServices) {
          await page.goto(`/locations/${city.slug}`);
          await page.getByRole("link", { name: `Book ${service.title}` }).click();
          await expect(page).toHaveURL(`/book?service=${service.slug}`, { timeout: BOOK_NAVIGATION_MS });
          await expect(page.getByLabel("Select Service")).toHaveValue(service.slug);
        }
      });
    }

    test("the reference code and phone number find the request; a wrong phone gets the generic message", async ({ page }) => {
      const reference = generateReference();
      const id = await insertLead({ reference });
      await page.goto("/status");
      await expect(page.getByText("Request ID is missing")).toBeVisible();
      await page.getByLabel("Reference Code").fill(reference.toLowerCase());
      await page.getByLabel("Phone Number").fill("818 555 0143");
      await page.getByRole("button", { name: "Find My Request" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "We couldn't find a request with that reference code and phone number. Please check both and try again.",
      );
      await expect(page.getByLabel("Reference Code")).toHaveValue(reference.toLowerCase());
      // The look-up's answer is the form and its message, not the card about a missing request id.
      await expect(page.getByText("Request ID is missing")).toHaveCount(0);
      // The code typed without its PC- prefix finds the request too.
      await page.getByLabel("Reference Code").fill(reference.slice(3));
      await page.getByLabel("Phone Number").fill("+1 (818) 555-0142");
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/status", async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      const states = javaScriptEnabled ? await watchBusyForm(page, 'form[action="/status"]') : [];
      // The document's POST is held: the click must not wait for the navigation it starts.
      await page.getByRole("button", { name: "Find My Request" }).click({ noWaitAfter: true });
      // /site.js marks the button busy while the form is sent; without it the browser just posts.
      if (javaScriptEnabled) {
        await expect.poll(() => states).toContainEqual({ button: "Searching...", disabled: true, fieldsDisabled: false, notice: "" });
      }
      release();
      await expect(page).toHaveURL(`/status/${id}`);
      await expect(page.getByRole("region", { name: "Request Summary" })).toContainText(reference);
    });
  });
}
