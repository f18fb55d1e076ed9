import type { Page } from "@playwright/test";
import { expect, revealAll, test } from "./fixtures";

const PAGES = ["/", "/about", "/services", "/services/tv-mounting", "/locations/pasadena"];

async function expectEverythingVisible(page: Page) {
  const hidden = await page.locator("[data-reveal]").evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const style = getComputedStyle(element);
        return style.opacity !== "1" || style.visibility !== "visible" || style.transform !== "none";
      }).length,
  );
  expect(hidden).toBe(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path} shows all of its content`, async ({ page }) => {
      await page.goto(path);
      expect(await page.locator("[data-reveal]").count()).toBeGreaterThan(3);
      await expectEverythingVisible(page);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await expectEverythingVisible(page);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the reviews are readable and the header is solid", async ({ page }) => {
    await page.goto("/");
    const reviews = page.getByRole("region", { name: "Customer reviews" });
    await expect(reviews.getByRole("group")).toHaveCount(5);
    for (const name of ["Sarah", "Michael", "Emily", "David", "Jennifer"]) {
      await reviews.getByText(name, { exact: true }).scrollIntoViewIfNeeded();
      await expect(reviews.getByText(name, { exact: true })).toBeInViewport();
    }
    expect(await page.getByRole("banner").evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      "rgb(255, 255, 255)",
    );
  });

  test("the FAQ opens as a native disclosure", async ({ page }) => {
    await page.goto("/services/caulking");
    await page.getByText("How long does new caulking last?").click();
    await expect(page.getByText("5 to 10 years")).toBeVisible();
  });
});

test.describe("scroll reveal with JavaScript", () => {
  test("hides only what is below the fold, then reveals it once scrolled into view", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html.js")).toHaveCount(1);
    const pending = page.locator(".reveal-pending");
    await expect.poll(() => pending.count()).toBeGreaterThan(0);
    const aboveFold = await page
      .locator("[data-reveal]")
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
          .map((element) => element.className),
      );
    expect(aboveFold.every((className) => !className.includes("reveal-pending"))).toBe(true);
    await revealAll(page);
    await expectEverythingVisible(page);
  });

  test.describe("with prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("shows everything at once", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html.js")).toHaveCount(1);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await expect(page.locator(".reveal-pending")).toHaveCount(0);
      await expectEverythingVisible(page);
    });
  });
});
