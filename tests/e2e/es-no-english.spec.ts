import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { closeDatabase, database } from "./admin-helpers";
import { resetFormRateLimits, uniqueName } from "./leads-helpers";
import { activeAreas, company, marketingPaths, serviceArea, serviceAreas } from "~/content/site";
import { localePath } from "~/content/i18n";

/**
 * Issue 35: a Spanish page shows no English. Each page is rendered in both languages and every
 * piece of text of the English one (each text node, and the alt, aria-label, placeholder and
 * title attributes, the title and the description) is looked for in the Spanish one. What
 * is the same in both languages is named below: the company's name and contacts, places, and what
 * the customer typed.
 */
const SAME_IN_BOTH = new Set<string>([
  company.name,
  company.shortName,
  /** The logo sets the company's name in two lines: "Pacific Crest" and "Handyman". */
  "Handyman",
  company.phone,
  company.email,
  ...serviceAreas.map((area) => area.name),
  ...activeAreas.map((area) => `${area.name}, CA`),
  /** The address field's example, an address as the post writes it. */
  `${serviceArea.addressExample.street}, ${serviceArea.addressExample.area}, CA`,
]);

test.afterAll(closeDatabase);
test.beforeEach(resetFormRateLimits);

/**
 * The page's pieces of text in the page's language, as a reader or a screen reader meets them.
 * Text marked as another language is left out: the English page's one-line offer of the Spanish
 * page is Spanish by design ("Cerrar" included), as the Spanish page's "View this page in English" is English.
 */
async function textPieces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const inPageLang = (element: Element) => (element.closest("[lang]")?.getAttribute("lang") ?? pageLang) === pageLang;
    const pieces: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) pieces.push(description);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style") || !inPageLang(parent)) continue;
      pieces.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
      if (!inPageLang(element)) continue;
      for (const name of ["alt", "aria-label", "placeholder", "title"]) {
        const value = element.getAttribute(name);
        if (value) pieces.push(value);
      }
    }
    return pieces.map((piece) => piece.replace(/\s+/g, " ").trim());
  });
}

/** What is no language: an e-mail address, a URL, a request's id or reference, a masked value (l•••@example.com). */
const NO_LANGUAGE = [/^[\w.+-]+@[\w.-]+$/, /^https?:\/\//, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, /^PC-[0-9A-Z]+$/, /•/];

/** A piece that says something in a language: two letters in a row, and not a name both languages share. */
function isWords(piece: string, same: Set<string>): boolean {
  return /\p{L}{2}/u.test(piece) && !same.has(piece) && !NO_LANGUAGE.some((pattern) => pattern.test(piece));
}

/** The English page's pieces of text that the Spanish page also shows. */
async function englishOn(page: Page, englishPath: string, same: Set<string> = SAME_IN_BOTH): Promise<string[]> {
  const english = await page.goto(englishPath);
  expect(english?.status(), englishPath).toBeLessThan(500);
  const englishPieces = new Set((await textPieces(page)).filter((piece) => isWords(piece, same)));
  const spanishPath = localePath("es", englishPath);
  const spanish = await page.goto(spanishPath);
  expect(spanish?.status(), spanishPath).toBe(english?.status());
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const spanishPieces = new Set(await textPieces(page));
  return [...englishPieces].filter((piece) => spanishPieces.has(piece));
}

for (const path of [...marketingPaths, "/status", "/no-such-page"]) {
  test(`${path}: the Spanish page shows none of the English page's text`, async ({ page }) => {
    expect(await englishOn(page, path)).toEqual([]);
  });
}

/** A request in `status`, with a visit for the statuses that have one; its typed values are the customer's. */
async function request(status: string, visit: boolean): Promise<{ id: string; same: Set<string> }> {
  const name = uniqueName("Lucía");
  const values = { name, email: "lucia@example.com", description: "Colgar una televisión de 65 pulgadas.", street: "1200 Colorado Blvd", zip: "91105" };
  const { rows } = await database().query<{ id: string; reference: string }>(
    `insert into leads (name, phone, email, service, description, status, street_address, zip_code, scheduled_date, arrival_window, not_qualified_reason)
     values ($1, '(626) 555-0188', $2, 'tv-mounting', $3, $4, $5, $6,
             case when $7 then (now() at time zone 'America/Los_Angeles')::date + 12 end, case when $7 then '10-12' end,
             case when $4 = 'Not Qualified' then 'Outside our service area' end)
     returning id, reference`,
    [values.name, values.email, values.description, status, values.street, values.zip, visit],
  );
  const { id, reference } = rows[0]!;
  const firstName = name.split(" ")[0]!;
  return { id, same: new Set([...SAME_IN_BOTH, ...Object.values(values), firstName, reference, "(626) 555-0188", `${values.street}, ${values.zip}`]) };
}

for (const [status, visit] of [
  ["New", false],
  ["New", true],
  ["Approved", true],
  ["Completed", false],
  ["Not Qualified", false],
  ["Cancelled", false],
] as const) {
  test(`a status page of a ${status} request${visit ? " with a visit" : ""}: the Spanish page shows none of the English page's text`, async ({ page }) => {
    const { id, same } = await request(status, visit);
    expect(await englishOn(page, `/status/${id}`, same)).toEqual([]);
  });
}

test("the review page of a Completed request: the Spanish page shows none of the English page's text", async ({ page }) => {
  const { id, same } = await request("Completed", false);
  expect(await englishOn(page, `/status/${id}/review`, same)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking form sent empty: the Spanish messages show none of the English ones", async ({ page }) => {
    const sendEmpty = async (path: string) => {
      await page.goto(path);
      await page.locator('main form [type="submit"]').first().click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      return textPieces(page);
    };
    const english = new Set((await sendEmpty("/book")).filter((piece) => isWords(piece, SAME_IN_BOTH)));
    const spanish = new Set(await sendEmpty("/es/book"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    expect([...english].filter((piece) => spanish.has(piece))).toEqual([]);
  });
});
