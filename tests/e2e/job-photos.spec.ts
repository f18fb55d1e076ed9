import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, confirmStep } from "./admin-helpers";
import { untilPageShows } from "./reviews-helpers";

/*
 * Issue 42 §2: an admin uploads a before/after pair and a single photo tagged Pasadena; the city
 * page follows in both languages without a restart (decision 085), hiding one takes it and its
 * files off at once, and removing them leaves the pages as a fresh install has them.
 */

test.afterAll(closeDatabase);

/** An upload or a change: sharp's work and the pages' renders share two cores with other work. */
const ACTION = { timeout: 30_000 };

/** A real photo-like JPEG (a gradient, so each size differs), as a phone would send it. */
async function jpeg(hue: number): Promise<Buffer> {
  const width = 1600;
  const height = 1100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue + 60},60%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test("an admin's job photos show on the city page in both languages, and a hidden one leaves it at once @mobile", async ({ page, browser, baseURL, extraHTTPHeaders, loginAs, request }, testInfo) => {
  test.setTimeout(180_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const pair = `Bathroom wall patched and painted (${run})`;
  const single = `TV mounted over a brick fireplace (${run})`;
  const pairEs = `Pared del baño reparada y pintada (${run})`;
  const singleEs = `Televisor montado sobre una chimenea de ladrillo (${run})`;

  const staff = await loginAs("Ops Admin", { path: "/admin/photos" });
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  const upload = page.getByRole("region", { name: "Upload a photo" });

  await upload.getByLabel("A before/after pair").check();
  await upload.getByLabel("Before the work").setInputFiles({ name: "before.jpg", mimeType: "image/jpeg", buffer: await jpeg(20) });
  await upload.getByLabel("After the work").setInputFiles({ name: "after.jpg", mimeType: "image/jpeg", buffer: await jpeg(200) });
  await upload.getByLabel("City").selectOption("pasadena");
  await upload.getByLabel("Service").selectOption("drywall-repair");
  await upload.getByLabel("Description in English").fill(pair);
  await upload.getByLabel("Description in Spanish").fill(pairEs);
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Photo uploaded.")).toBeVisible(ACTION);
  // Listed: the page has its new data, and the form is a new, empty one.
  await expect(page.getByRole("heading", { name: `Before/after: ${pair}` })).toBeVisible(ACTION);

  // The single photo without JavaScript: the same multipart form, posted by the browser itself.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
  const plain = await noScript.newPage();
  await loginAs({ email: staff }, { on: plain, path: "/admin/photos" });
  const plainUpload = plain.getByRole("region", { name: "Upload a photo" });
  await expect(plainUpload.getByLabel("One photo")).toBeChecked();
  await plainUpload.getByLabel("Photo", { exact: true }).setInputFiles({ name: "tv.jpg", mimeType: "image/jpeg", buffer: await jpeg(120) });
  await plainUpload.getByLabel("City").selectOption("pasadena");
  await plainUpload.getByLabel("Service").selectOption("tv-mounting");
  await plainUpload.getByLabel("Description in English").fill(single);
  await plainUpload.getByLabel("Description in Spanish").fill(singleEs);
  await plainUpload.getByRole("button", { name: "Upload" }).click();
  await expect(plain.getByRole("heading", { name: `Photo: ${single}` })).toBeVisible(ACTION);
  await noScript.close();

  await page.reload();
  await expect(page.getByRole("heading", { name: `Photo: ${single}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("admin-photos.png"), fullPage: true });

  // The pre-rendered city page, rendered again in memory on the database's word: no restart.
  await untilPageShows(page, "/locations/pasadena", async () => {
    await expect(page.getByRole("img", { name: single })).toHaveCount(1);
    await expect(page.getByRole("img", { name: `Before: ${pair}` })).toHaveCount(1);
    await expect(page.getByRole("img", { name: `After: ${pair}` })).toHaveCount(1);
  });
  // The newest is the hero's, loaded first; the pair is in "Recent Work in Pasadena", loaded lazily.
  const hero = page.getByRole("img", { name: single });
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(page.getByRole("heading", { name: "Recent Work in Pasadena" })).toBeVisible();
  await expect(page.getByRole("img", { name: `Before: ${pair}` })).toHaveAttribute("loading", "lazy");
  await page.getByRole("img", { name: `After: ${pair}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("city-page.png"), fullPage: true });
  await expectNoAxeViolations(page);
  const src = (await hero.getAttribute("src"))!;
  expect(src).toMatch(/^\/media\/[0-9a-f-]{36}-single-800\.jpg$/);
  expect((await request.get(src)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await untilPageShows(page, "/es/locations/pasadena", async () => {
    await expect(page.getByRole("img", { name: singleEs })).toHaveCount(1);
    await expect(page.getByRole("img", { name: `Antes: ${pairEs}` })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Trabajos recientes en Pasadena" })).toBeVisible();
  });

  // Hidden: off the pages, and its files answer 404 at once.
  await page.goto("/admin/photos");
  await page.getByRole("button", { name: `Hide Photo: ${single}` }).click();
  await expect(page.getByText("Photo hidden.")).toBeVisible(ACTION);
  await expect.poll(async () => (await request.get(src)).status()).toBe(404);
  await untilPageShows(page, "/locations/pasadena", async () => {
    await expect(page.getByRole("img", { name: single })).toHaveCount(0);
    await expect(page.getByRole("img", { name: `After: ${pair}` })).toHaveCount(1);
  });

  // Removed (asked first), with the history telling who did what.
  await page.goto("/admin/photos");
  for (const title of [`Photo: ${single}`, `Before/after: ${pair}`]) {
    await page.getByRole("button", { name: `Remove ${title}` }).click();
    await confirmStep(page, "Remove this photo?");
    await expect(page.getByText("Photo removed with its files.")).toBeVisible(ACTION);
  }
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").filter({ hasText: single })).toHaveCount(3);
  await untilPageShows(page, "/locations/pasadena", async () => {
    await expect(page.getByRole("img", { name: `After: ${pair}` })).toHaveCount(0);
  });
});
