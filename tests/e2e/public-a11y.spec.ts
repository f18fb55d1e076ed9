import { expect, expectNoAxeViolations, revealAll, test } from "./fixtures";

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

  test("the desktop Services submenu, open @desktop-only", async ({ page }) => {
    await page.goto("/");
    await revealAll(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(page.getByRole("list", { name: "Our services" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
