import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { insertLead } from "./leads-helpers";

/**
 * Screenshot baselines of every page type at a phone and a desktop size, so that a layout break
 * fails CI. Deterministic: reduced motion (no reveal animations, no carousel autoplay), CSS
 * animations off, every lazy picture loaded, request ids and times masked. Baselines live in
 * tests/e2e/__screenshots__/visual.spec.ts/; after an intended change: `npm run test:visual:update`,
 * then look at the new PNGs before committing them.
 */

const SIZES = [
  { name: "390", width: 390, height: 844 },
  { name: "1280", width: 1280, height: 800 },
] as const;

const CLAIMS = /licen[cs]ed|insured|5-star|five-star|hundreds of/i;

test.use({ reducedMotion: "reduce" });

/** Loads every picture, starts the reviews carousel where there is one, and returns to the top. */
async function settle(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = "eager";
  });
  const carousel = page.locator("[aria-roledescription=carousel]");
  if (await carousel.count()) {
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}

/** The bars every page must meet, checked at each size before its screenshot. */
async function expectSoundPage(page: Page, width: number) {
  const images = await page.evaluate(() =>
    [...document.images].map((image) => ({ src: image.currentSrc || image.src, loaded: image.naturalWidth > 0 })),
  );
  expect(images.filter((image) => !image.loaded), "broken pictures").toEqual([]);
  const sources = images.map((image) => image.src);
  expect(sources.length, "no picture twice on a page").toBe(new Set(sources).size);
  expect(await page.locator("body").innerText()).not.toMatch(CLAIMS);

  const bar = page.getByRole("complementary", { name: "Quick booking" });
  if (width < 768 && (await bar.count())) {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const footer = page.getByRole("contentinfo");
    const bottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(bottom, "the footer ends above the booking bar").toBeLessThanOrEqual(barTop + 1);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  }
}

async function expectPageScreenshot(page: Page, name: string, path: string, mask: (page: Page) => ReturnType<Page["locator"]>[] = () => []) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(path, { waitUntil: "networkidle" });
    await settle(page);
    await expectSoundPage(page, size.width);
    await expect(page).toHaveScreenshot(`${name}-${size.name}.png`, {
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      mask: [page.locator("time"), ...mask(page)],
      maxDiffPixelRatio: 0.01,
    });
  }
}

test.describe("visual baselines", () => {
  test.skip(({ isMobile }) => isMobile, "both sizes run in one project");
  // Two full-page screenshots, each taken until two in a row match: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  for (const [name, path] of [
    ["home", "/"],
    ["about", "/about"],
    ["services", "/services"],
    ["service", "/services/caulking"],
    ["city", "/locations/pasadena"],
    ["book", "/book"],
    ["privacy", "/privacy"],
    ["not-found", "/no-such-page"],
  ] as const) {
    test(`${name} (${path})`, async ({ page }) => {
      await expectPageScreenshot(page, name, path);
    });
  }

  test("status page", async ({ page }) => {
    const id = await insertLead({ name: "Maria Garcia", status: "In Review" });
    await expectPageScreenshot(page, "status", `/status/${id}`, (current) => [
      current.locator(".font-mono"),
      current.getByText(/\d{4} at \d{1,2}:\d{2} [AP]M/),
      current.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
    ]);
  });

  test("admin sign-in", async ({ page }) => {
    await expectPageScreenshot(page, "admin-sign-in", "/admin");
  });
});
