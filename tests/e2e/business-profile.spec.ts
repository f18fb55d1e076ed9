import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, signIn, uniqueEmail } from "./admin-helpers";
import { untilPageShows } from "./reviews-helpers";

// The owner fills in the business profile and the public pages (and their Spanish twins) show it
// without a restart (issue 42). Runs after the other specs: it changes what every page says.

test.afterAll(async () => {
  // Back to a fresh install's profile: the deletion is announced and every page is rendered again.
  await database().query("DELETE FROM business_profile");
  await database().query("DELETE FROM job_photos WHERE purpose = 'person'");
  await closeDatabase();
});

/** A photo as a phone sends it: a JPEG of a few hundred kilobytes. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><rect width="100%" height="100%" fill="#c98"/><circle cx="600" cy="600" r="300" fill="#7a5"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const SECTION_TITLES: Record<string, string> = {
  credentials: "Licence, insurance and years",
  people: "Owner and team",
  promises: "Guarantee and promises",
  areas: "Service areas",
  prices: "Prices",
};

async function save(page: Page, section: string) {
  await page.locator(`#${section}`).getByRole("button", { name: /^Save / }).click();
  // A save renders every marketing page again on this server: on a loaded machine the answer can take seconds.
  await expect(page.getByText(`Saved: ${SECTION_TITLES[section]}. The site shows it now.`).last()).toBeVisible({ timeout: 30_000 });
}

test("the owner's licence, insurance, owner and prices show on the pages in both languages; an expired insurance is no longer claimed @mobile", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const owner = uniqueEmail("owner");
  await createAdminWithCli(owner, "Super Admin");
  await page.goto("/admin");
  await signIn(page, owner);
  await expect(page.getByTestId("onboarding-checklist")).toContainText(/\d of 9 set: add your legal business name/);

  await page.getByRole("link", { name: "Business" }).click();
  await expect(page.getByRole("heading", { name: "Business", exact: true })).toBeVisible();
  const credentials = page.locator("#credentials");

  // Bad input: a licence number that is not digits is refused, and what was typed is kept.
  await credentials.getByLabel("Legal business name").fill("Pacific Crest Home Services LLC");
  await credentials.getByLabel("CSLB licence number").fill("12ab");
  await credentials.getByRole("button", { name: /^Save / }).click();
  await expect(credentials.getByText("A licence number is digits only, such as 1012345 (5 to 8 digits).")).toBeVisible();
  await expect(credentials.getByLabel("Legal business name")).toHaveValue("Pacific Crest Home Services LLC");

  await credentials.getByLabel("CSLB licence number").fill("1012345");
  await credentials.getByLabel("Licence classification").fill("B – General Building");
  await credentials.getByLabel("Insurance (English)").fill("General liability");
  await credentials.getByLabel("Insurance (Spanish)").fill("Responsabilidad civil general");
  await credentials.getByLabel("Insurance carrier").fill("Golden State Mutual");
  await credentials.getByLabel("Policy expires").fill("2031-06-30");
  await credentials.getByLabel("Year the business started").fill("2015");
  await save(page, "credentials");

  const people = page.locator("#people");
  await people.getByLabel("Name").first().fill("Maria Lopez");
  await people.getByLabel("Role (English)").first().fill("Owner and master carpenter");
  await people.getByLabel("Role (Spanish)").first().fill("Dueña y carpintera");
  await save(page, "people");

  // The owner's photo: a phone's JPEG, stored in its sizes without its metadata.
  const portrait = page.getByRole("form", { name: "Owner's photo" });
  await portrait.getByLabel("Maria Lopez's photo").setInputFiles({ name: "maria.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await portrait.getByRole("button", { name: "Upload the photo" }).click();
  // Its sizes (AVIF, WebP, JPEG) are made as it is stored: seconds on a loaded machine.
  await expect(page.getByRole("form", { name: "Owner's photo" })).toContainText("(photo on About)", { timeout: 45_000 });

  // An area with its own page cannot be listed as coming soon: its page says the company serves it.
  const areas = page.locator("#areas");
  await areas.locator("fieldset", { hasText: "Malibu" }).getByLabel("State").selectOption("soon");
  await areas.getByRole("button", { name: /^Save / }).click();
  await expect(areas.getByText("Malibu has its own page on the site, which says you serve it: it cannot be listed as coming soon.")).toBeVisible();
  // What was chosen is kept: Malibu back to active, and Long Beach served from now on.
  await expect(areas.locator("fieldset", { hasText: "Malibu" }).getByLabel("State")).toHaveValue("soon");
  await areas.locator("fieldset", { hasText: "Malibu" }).getByLabel("State").selectOption("active");
  await areas.locator("fieldset", { hasText: "Long Beach" }).getByLabel("State").selectOption("active");
  await save(page, "areas");

  await page.locator("#promises").getByLabel("Publish prices on the site").check();
  await save(page, "promises");
  const prices = page.locator("#prices");
  await prices.locator("fieldset", { hasText: "TV Mounting" }).getByLabel("Price shown").selectOption("from");
  await prices.locator("fieldset", { hasText: "TV Mounting" }).getByLabel("Amount ($)").fill("89");
  await prices.locator("fieldset", { hasText: "Furniture Assembly" }).getByLabel("Price shown").selectOption("hourly");
  await prices.locator("fieldset", { hasText: "Furniture Assembly" }).getByLabel("Amount ($)").fill("85");
  await prices.locator("fieldset", { hasText: "Furniture Assembly" }).getByLabel("Minimum hours (hourly)").fill("1");
  await save(page, "prices");
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  // Six saves by this owner (the portrait is a change of the people), each with who and when.
  await expect(page.locator("#business-history-title + ol > li").filter({ hasText: owner })).toHaveCount(6);
  if (testInfo.project.name.startsWith("reviews-desktop")) await expectNoAxeViolations(page);

  // The public pages follow without a restart: home, About, a service and a city page, in both languages.
  const lookup = "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=1012345";
  await untilPageShows(page, "/", async () => {
    await expect(page.locator(`a[href="${lookup}"]`).first()).toBeVisible();
  });
  await untilPageShows(page, "/about", async () => {
    await expect(page.getByText("Maria Lopez")).toBeVisible();
    await expect(page.getByRole("img", { name: "Maria Lopez, Owner and master carpenter, Pacific Crest Handyman" })).toBeVisible();
    // Long Beach, now active, is served: listed without "(Soon)" in the footer.
    await expect(page.getByRole("contentinfo").getByText("Long Beach", { exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).not.toContainText("Long Beach (Soon)");
    await expect(page.getByText("We hold California contractor's licence #1012345 (B – General Building).")).toBeVisible();
    await expect(page.getByText("Every job is covered by our general liability insurance with Golden State Mutual.")).toBeVisible();
  });
  await untilPageShows(page, "/services/tv-mounting", async () => {
    await expect(page.getByText("From $89", { exact: true })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"price":"89.00"');
  });
  // The booking page names the chosen service's price; the sitemap dates the pages by the profile's last change.
  await page.goto("/book?service=tv-mounting");
  await expect(page.getByText("Price: from $89. Your quote confirms it before any work starts.")).toBeVisible();
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);
  await untilPageShows(page, "/services/furniture-assembly", async () => {
    await expect(page.getByText("$85/hour, 1-hour minimum", { exact: true })).toBeVisible();
  });
  await untilPageShows(page, "/locations/pasadena", async () => {
    await expect(page.locator(`a[href="${lookup}"]`).first()).toBeVisible();
  });
  await untilPageShows(page, "/es/about", async () => {
    await expect(page.getByText("Tenemos la licencia de contratista de California n.º 1012345 (B – General Building).")).toBeVisible();
    await expect(page.getByText("Dueña y carpintera")).toBeVisible();
  });
  await untilPageShows(page, "/es/services/tv-mounting", async () => {
    await expect(page.getByText("Desde $89", { exact: true })).toBeVisible();
  });
  await untilPageShows(page, "/es/locations/pasadena", async () => {
    await expect(page.locator(`a[href="${lookup}"]`).first()).toBeVisible();
  });

  // An insurance past its expiry date is no longer claimed anywhere.
  await page.goto("/admin/business");
  await page.locator("#credentials").getByLabel("Policy expires").fill("2024-01-31");
  await save(page, "credentials");
  await untilPageShows(page, "/about", async () => {
    await expect(page.getByText("We hold California contractor's licence #1012345 (B – General Building).")).toBeVisible();
    await expect(page.getByText(/insurance/i)).toHaveCount(0);
  });
});

test("an Ops Admin cannot change the business profile", async ({ page }) => {
  const ops = uniqueEmail("ops-business");
  await createAdminWithCli(ops, "Ops Admin");
  await page.goto("/admin/business");
  await signIn(page, ops);
  await expect(page.getByText("Only Super Admins can change the business profile.")).toBeVisible();
  const refused = await page.request.post("/admin/business", { form: { intent: "credentials", licenseNumber: "7654321" }, headers: { Origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(403);
  const { rows } = await database().query("SELECT profile FROM business_profile");
  expect(JSON.stringify(rows)).not.toContain("7654321");
});
