import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { closeDatabase } from "./admin-helpers";
import { seedPublishedReviews, untilPageShows } from "./reviews-helpers";
import { translator } from "~/utils/i18n";

/*
 * The spec's carousel behaviour with customers' published reviews (issue 32): in the "reviews"
 * projects (playwright.config.ts), after every other test. Other review tests publish reviews at
 * the same time, so these count the slides shown rather than assume five.
 */

// One worker, in order: the reviews are seeded once (again after a failure, with new words).
test.describe.configure({ mode: "default" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SEEDED = [
  { firstName: "Adele", city: "Pasadena", stars: 5, text: `The TV is level and every cable is hidden in the wall (${RUN}).` },
  { firstName: "Bruno", city: "Glendale", stars: 3, text: `Good work on the TV, though the visit started an hour late (${RUN}).` },
  { firstName: "Carmen", city: "Burbank", stars: 4, text: `Mounted our TV on brick without a fuss and cleaned up after (${RUN}).` },
  { firstName: "Dmitri", city: "Malibu", stars: 1, text: `The bracket was crooked and a second visit was needed to fix it (${RUN}).` },
  { firstName: "Esther", city: "Santa Monica", stars: 5, text: `Quick, tidy and exactly the price quoted for the TV mounting (${RUN}).` },
];

test.beforeAll(async () => {
  await seedPublishedReviews(SEEDED);
});
test.afterAll(closeDatabase);

let slides = 0;
async function openCarousel(page: Page) {
  await untilPageShows(page, "/#testimonials", async () => {
    await expect(page.getByText(SEEDED[4]!.text)).toHaveCount(1, { timeout: 1_000 });
  });
  const carousel = page.getByRole("region", { name: "Customer reviews" });
  await expect(carousel).toHaveAttribute("data-ready", "true");
  slides = await carousel.locator("[data-slide]").count();
  expect(slides).toBeGreaterThanOrEqual(5);
  expect(slides).toBeLessThanOrEqual(10);
  return carousel;
}

test("previous and next buttons move the reviews, looping around", async ({ page }) => {
  const carousel = await openCarousel(page);
  await expect(carousel).toHaveAttribute("data-selected", "0");
  await carousel.getByRole("button", { name: "Next review" }).click();
  await expect(carousel).toHaveAttribute("data-selected", "1");
  await carousel.getByRole("button", { name: "Previous review" }).click();
  await expect(carousel).toHaveAttribute("data-selected", "0");
  await carousel.getByRole("button", { name: "Previous review" }).click();
  await expect(carousel).toHaveAttribute("data-selected", String(slides - 1));
});

test("it autoplays every 5 seconds and stops for good once the visitor interacts", async ({ page }) => {
  await page.clock.install();
  const carousel = await openCarousel(page);
  await expect(carousel.getByRole("button", { name: "Pause automatic rotation" })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_000);
  await expect(carousel).toHaveAttribute("data-selected", "1");

  await carousel.getByRole("button", { name: "Next review" }).click();
  await expect(carousel).toHaveAttribute("data-selected", "2");
  await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(12_000);
  await expect(carousel).toHaveAttribute("data-selected", "2");
});

test("the pause button stops and restarts the rotation", async ({ page }) => {
  const carousel = await openCarousel(page);
  await carousel.getByRole("button", { name: "Pause automatic rotation" }).click();
  await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible();
  await carousel.getByRole("button", { name: "Start automatic rotation" }).click();
  await expect(carousel.getByRole("button", { name: "Pause automatic rotation" })).toBeVisible();
});

test("it says which review shows, and a dot button per review moves to it", async ({ page }) => {
  const carousel = await openCarousel(page);
  await carousel.getByRole("button", { name: "Pause automatic rotation" }).click();
  const position = carousel.getByText(`Review 1 of ${slides}`);
  await expect(position).toHaveAttribute("aria-live", "polite");
  await expect(carousel.getByRole("button", { name: `Go to review 1 of ${slides}` })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: `Go to review 4 of ${slides}` }).click();
  await expect(carousel).toHaveAttribute("data-selected", "3");
  await expect(carousel.getByText(`Review 4 of ${slides}`)).toBeVisible();
  await expect(carousel.getByRole("button", { name: `Go to review 4 of ${slides}` })).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("button", { name: `Go to review 1 of ${slides}` })).not.toHaveAttribute("aria-current", "true");
});

test("each review shows its stars, words, first name, city, service, month of the job and \"Verified customer\"", async ({ page }) => {
  const carousel = await openCarousel(page);
  const review = carousel.getByRole("group").filter({ hasText: SEEDED[3]!.text });
  await expect(review.getByText("1 out of 5 stars")).toHaveCount(1);
  await expect(review.getByText("Dmitri, Malibu", { exact: true })).toBeVisible();
  await expect(review.getByText("TV Mounting, October 2026")).toBeVisible();
  await expect(review.locator("time")).toHaveAttribute("datetime", "2026-10");
  await expect(review.getByText("Verified customer")).toBeVisible();
  await expect(review).not.toContainText("Google");
});

test("a city page shows the newest published review from that city", async ({ page }) => {
  await untilPageShows(page, "/locations/malibu", async () => {
    await expect(page.getByRole("main").getByText(SEEDED[3]!.text)).toHaveCount(1, { timeout: 1_000 });
  });
  await expect(page.getByRole("heading", { name: "What Malibu Customers Say" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Verified customer")).toHaveCount(1);
});

test("without JavaScript every review is readable by scrolling the list", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await untilPageShows(page, "/", async () => {
    await expect(page.getByText(SEEDED[4]!.text)).toHaveCount(1, { timeout: 1_000 });
  });
  const reviews = page.getByRole("region", { name: "Customer reviews" });
  for (const { firstName, city } of SEEDED) {
    const byline = reviews.getByText(`${firstName}, ${city}`, { exact: true });
    await byline.scrollIntoViewIfNeeded();
    await expect(byline).toBeInViewport();
  }
  await context.close();
});

test("on the Spanish home and city pages a review's service, month, stars and marks are in Spanish; what the customer wrote stays as written", async ({ page }) => {
  const t = translator("es", "common");
  await untilPageShows(page, "/es/#testimonials", async () => {
    await expect(page.getByText(SEEDED[3]!.text)).toHaveCount(1, { timeout: 1_000 });
  });
  const carousel = page.getByRole("region", { name: t("carousel.label") });
  const review = carousel.getByRole("group").filter({ hasText: SEEDED[3]!.text });
  await expect(review.getByText(t("review.stars", { n: 1 }))).toHaveCount(1);
  await expect(review.getByText("Dmitri, Malibu", { exact: true })).toBeVisible();
  await expect(review.getByText("Instalación de TV en pared, octubre de 2026")).toBeVisible();
  await expect(review.getByText("Cliente verificado")).toBeVisible();
  await expect(page.getByText(/^Promedio de \d\.\d de 5 en \d+ reseñas publicadas de clientes\.$/)).toBeVisible();

  await untilPageShows(page, "/es/locations/malibu", async () => {
    await expect(page.getByRole("main").getByText(SEEDED[3]!.text)).toHaveCount(1, { timeout: 1_000 });
  });
  await expect(page.getByRole("main").getByText("Instalación de TV en pared, octubre de 2026")).toBeVisible();
  await expect(page.getByRole("main").getByText("Cliente verificado")).toHaveCount(1);
});
