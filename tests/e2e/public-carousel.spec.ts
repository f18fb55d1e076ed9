import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function openCarousel(page: Page) {
  await page.goto("/#testimonials");
  const carousel = page.getByRole("region", { name: "Customer reviews" });
  await expect(carousel).toHaveAttribute("data-ready", "true");
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
  await expect(carousel).toHaveAttribute("data-selected", "4");
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
  const position = carousel.getByText("Review 1 of 5");
  await expect(position).toHaveAttribute("aria-live", "polite");
  await expect(carousel.getByRole("button", { name: "Go to review 1 of 5" })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Go to review 4 of 5" }).click();
  await expect(carousel).toHaveAttribute("data-selected", "3");
  await expect(carousel.getByText("Review 4 of 5")).toBeVisible();
  await expect(carousel.getByRole("button", { name: "Go to review 4 of 5" })).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("button", { name: "Go to review 1 of 5" })).not.toHaveAttribute("aria-current", "true");
});

test("each review names its author's first name, city, date and source", async ({ page }) => {
  const carousel = await openCarousel(page);
  const first = carousel.getByRole("group", { name: "1 of 5" });
  await expect(first.getByText("Sarah", { exact: true })).toBeVisible();
  await expect(first.getByText("Pasadena · Google review, October 4, 2025")).toBeVisible();
  await expect(first.locator("time")).toHaveAttribute("datetime", "2025-10-04");
});
