import type { Page } from "@playwright/test";
import sharp from "sharp";
import { database } from "./admin-helpers";

/** Every test starts below the lead forms' per-client rate limits (all e2e requests come from one address). */
export async function resetFormRateLimits() {
  await database().query(
    "delete from rate_limits where key like 'form:%' or key like 'no-contact:%' or key like 'status-lookup:%' or key like 'mail-to:%'",
  );
}

/** A lead straight in the e2e server's database; returns its request id. */
export async function insertLead(
  values: { name?: string; status?: string; email?: string; reference?: string } = {},
): Promise<string> {
  const result = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, street_address, zip_code, preferred_date, reference)
     values ($1, '(818) 555-0142', $2, 'furniture-assembly', 'Assemble a wardrobe and two dressers.', $3, '742 Evergreen Terrace', '91101', null, $4)
     returning id`,
    [values.name ?? "Maria Garcia", values.email ?? "maria@example.com", values.status ?? "New", values.reference ?? null],
  );
  return result.rows[0]!.id;
}

export async function leadById(id: string) {
  const result = await database().query<{ status: string; reported_no_contact_at: Date | null; name: string }>(
    "select status, reported_no_contact_at, name from leads where id = $1",
    [id],
  );
  return result.rows[0];
}

export async function leadsNamed(name: string) {
  const result = await database().query<{ id: string; service: string; source: string; email: string }>(
    "select id, service, source, email from leads where name = $1",
    [name],
  );
  return result.rows;
}

export async function photoOf(leadId: string) {
  const result = await database().query<{ content_type: string; bytes: Buffer }>(
    "select content_type, bytes from lead_photos where lead_id = $1",
    [leadId],
  );
  return result.rows[0];
}

/** A real little JPEG carrying a GPS position in its EXIF. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f6fb5" } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 3/1 0/1" } })
    .toBuffer();
}

/** A unique visitor name per test run. */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A flash toast on a page that is not hydrated: server-rendered HTML, with or without JavaScript (decision 025). */
export const STATIC_TOAST = "[data-static-toast]";

export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** What a form shows while the browser sends it: its submit button, its fields and its busy notice. */
export type BusyState = { button: string; disabled: boolean; fieldsDisabled: boolean; notice: string };

/**
 * Records each state of a form while its document POST is under way. Playwright's locators wait
 * for a pending navigation to finish, so the page reports every change itself (a
 * MutationObserver calling an exposed function); tests poll the list that fills.
 */
export async function watchBusyForm(page: Page, selector: string): Promise<BusyState[]> {
  const seen: BusyState[] = [];
  await page.exposeFunction("reportBusyForm", (state: BusyState) => seen.push(state));
  await page.evaluate((formSelector) => {
    const form = document.querySelector<HTMLFormElement>(formSelector)!;
    const report = () => {
      const button = form.querySelector<HTMLButtonElement>("[type=submit]")!;
      const notice = form.querySelector<HTMLElement>("[data-busy-notice]");
      (window as unknown as { reportBusyForm: (state: BusyState) => void }).reportBusyForm({
        button: button.textContent ?? "",
        disabled: button.disabled,
        fieldsDisabled: [...form.querySelectorAll("fieldset")].some((fieldset) => fieldset.disabled),
        notice: notice && !notice.hidden ? (notice.textContent ?? "") : "",
      });
    };
    new MutationObserver(report).observe(form, { subtree: true, childList: true, characterData: true, attributes: true });
  }, selector);
  return seen;
}

/** The booking form's valid values (a customer in Pasadena, a TV to mount); `fillBookingForm` takes any of them changed. */
export const VALID_BOOKING = {
  name: "Jane Smith",
  phone: "(818) 555-0199",
  email: "jane@example.com",
  street: "123 Main St, Pasadena, CA",
  zip: "91101",
  service: "tv-mounting" as string | null,
  description: "Mount a 65 inch TV over the fireplace." as string | null,
};

/** Fills the booking form's fields with valid values; a null service or description is left as it is. */
export async function fillBookingForm(page: Page, values: Partial<typeof VALID_BOOKING>) {
  const fields = { ...VALID_BOOKING, ...values };
  await page.getByLabel("Full Name").fill(fields.name);
  await page.getByLabel("Phone Number").fill(fields.phone);
  await page.getByLabel("Email Address").fill(fields.email);
  await page.getByLabel("Street Address").fill(fields.street);
  await page.getByLabel("ZIP Code").fill(fields.zip);
  if (fields.service !== null) await page.getByLabel("Select Service").selectOption(fields.service);
  if (fields.description !== null) await page.getByLabel("Issue Description").fill(fields.description);
}

/**
 * Picks `iso` on the booking's Preferred Date calendar as a visitor does: opens it with its
 * button, goes forward a month at a time until the day is there, and clicks it. `words` are the
 * page language's names of the two buttons.
 */
export async function pickOnCalendar(page: Page, iso: string, words: { open: string; next: string }) {
  await page.getByRole("button", { name: words.open }).click();
  const calendar = page.getByRole("dialog");
  await calendar.waitFor();
  for (let month = 0; month < 3; month += 1) {
    const day = calendar.locator(`button[data-date="${iso}"]`);
    if ((await day.count()) === 1) {
      await day.click();
      await calendar.waitFor({ state: "hidden" });
      return;
    }
    await calendar.getByRole("button", { name: words.next }).click();
  }
  throw new Error(`${iso} is not within three months of the calendar's first one`);
}

/** The calendar's buttons' names in each language. */
export const CALENDAR_WORDS = {
  en: { open: "Choose the date on a calendar", next: "Next month" },
  es: { open: "Elegir la fecha en un calendario", next: "Mes siguiente" },
} as const;
