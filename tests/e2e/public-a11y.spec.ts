import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Scrolls through the page so that every scroll-revealed section has been revealed. */
async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(20);
  }
  await expect(page.locator(".reveal-pending")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForTimeout(1_200);
}

const PAGE_TYPES = ["/", "/about", "/services", "/services/tv-mounting", "/locations/pasadena", "/no-such-page"];

test.describe("axe-core finds no violations @mobile", () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of PAGE_TYPES) {
    test(`${path} with the menu closed and open @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html.js")).toHaveCount(1);
      await revealAll(page);
      await expectNoAxeViolations(page);
      if (test.info().project.name !== "mobile") return;
      await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the desktop Services submenu, open", async ({ page }) => {
    test.skip(test.info().project.name === "mobile", "desktop navigation");
    await page.goto("/");
    await revealAll(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(page.getByRole("list", { name: "Our services" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
