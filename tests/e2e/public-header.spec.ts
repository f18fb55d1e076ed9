import type { Locator, Page } from "@playwright/test";
import { animationsSettled, expect, test } from "./fixtures";

const SERVICE_LABELS = [
  "TV Mounting",
  "Furniture Assembly",
  "Drywall Repair",
  "Home Cleaning",
  "Light Fixture Installation",
  "Caulking",
  "Gutter Cleaning",
  "Smart Home Setup",
  "Door & Lock Repair",
];

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

async function hydrated(page: Page) {
  await expect(page.locator("html.js")).toHaveCount(1);
}

test.describe("desktop header", () => {
  test.skip(({ isMobile }) => isMobile, "desktop navigation");

  test("brand label, links and the 'Book a Service' button", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Pacific Crest Handyman" })).toHaveAttribute("href", "/");
    const nav = header.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Services", "/services"],
      ["How It Works", "/#how-it-works"],
      ["About Us", "/about"],
      ["Testimonials", "/#testimonials"],
      ["Track my request", "/status?find"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(header.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/book");
  });

  test("transparent at the top, white with a shadow after more than 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.getByRole("banner");
    await expect.poll(() => background(header)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
    await animationsSettled(page);
    await expect(header).toHaveAttribute("data-solid", "false");
    expect(await background(header)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: "instant" }));
    await expect.poll(() => background(header)).toBe("rgb(255, 255, 255)");
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe("none");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect.poll(() => background(header)).toBe("rgba(0, 0, 0, 0)");
  });

  test("the Services submenu opens on hover", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const submenu = nav.getByRole("list", { name: "Our services" });
    await expect(submenu).toBeHidden();
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await expect(submenu).toBeVisible();
    for (const label of SERVICE_LABELS) await expect(submenu.getByRole("link", { name: label })).toBeVisible();
    await submenu.getByRole("link", { name: "Caulking" }).click();
    await expect(page).toHaveURL(/\/services\/caulking$/);
  });

  test("the Services submenu opens on keyboard focus and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const submenu = nav.getByRole("list", { name: "Our services" });
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toBeFocused();
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(submenu.getByRole("link", { name: "TV Mounting" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toBeFocused();
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("transparent at the top from the first paint, white once scrolled past 50 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    expect(await background(header)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: "instant" }));
    await expect.poll(() => background(header)).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo({ top: 30, behavior: "instant" }));
    await expect.poll(() => background(header)).toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("mobile header", () => {
  test("a call button with the company's phone number @mobile-only", async ({ page }) => {
    await page.goto("/about");
    const call = page.getByRole("banner").getByRole("link", { name: "Call (818) 555-0142" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+18185550142");
    const box = await call.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    await expect(page.getByRole("banner").getByRole("link", { name: "Pacific Crest Handyman" })).toBeVisible();
  });

  test("the Menu dropdown repeats the links, whitens the header and closes on a choice @mobile-only", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect.poll(() => background(header)).toBe("rgba(0, 0, 0, 0)");

    const menu = header.locator("summary", { hasText: "Menu" });
    await menu.click();
    const mobileNav = header.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeVisible();
    await expect.poll(() => background(header)).toBe("rgb(255, 255, 255)");
    for (const [name, href] of [
      ["Home", "/"],
      ["Services", "/services"],
      ["How It Works", "/#how-it-works"],
      ["About Us", "/about"],
      ["Testimonials", "/#testimonials"],
      ["Track my request", "/status?find"],
      ["Book a Service", "/book"],
    ] as const) {
      await expect(mobileNav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    for (const label of SERVICE_LABELS) await expect(mobileNav.getByRole("link", { name: label })).toBeVisible();

    await mobileNav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Pacific Crest Handyman");
    await expect.poll(() => background(header)).toBe("rgba(0, 0, 0, 0)");
  });

  test("the booking bar: on the marketing pages, not over the open menu, not on /book or a status page @mobile-only", async ({ page }) => {
    const bar = page.getByRole("complementary", { name: "Quick booking" });
    await page.goto("/");
    await expect(bar).toBeVisible();
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(bar).toBeHidden();
    for (const path of ["/book", "/status"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(bar).toHaveCount(0);
    }
  });

  test("Escape closes the menu and returns focus to it @mobile-only", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const menu = page.getByRole("banner").locator("summary", { hasText: "Menu" });
    await menu.click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await mobileNav.getByRole("link", { name: "Home", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
