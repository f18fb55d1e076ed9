import { marketingPaths } from "~/content/site";
import { expect, test } from "./fixtures";

/*
 * Issue 32: nothing a page shows as a review, testimonial or rating may come from anyone but a
 * customer. This spec runs before any review exists (playwright.config.ts: the review flows run
 * after every other test), so it sees the pages of a fresh install.
 */

const PUBLIC_PAGES = [...marketingPaths, "/status"];

test.describe("a fresh install shows no review, testimonial or rating @mobile", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: no review card, star rating, review count or Google attribution`, async ({ page }) => {
      await page.goto(path);
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/Verified customer|out of 5|5-star|five-star|\d+ reviews|rated \d/i);
      // "Google Nest" is a product the smart-home page installs, not an attribution.
      expect(text).not.toMatch(/\bGoogle\b(?! Nest)/);
      await expect(page.locator("[data-carousel], blockquote")).toHaveCount(0);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
      expect(jsonLd).not.toMatch(/"Review"|AggregateRating|reviewRating|"review"/);
    });
  }

  test("the home page's testimonials section invites customers to review after their job, and claims no rating", async ({ page }) => {
    await page.goto("/#testimonials");
    const section = page.locator("#testimonials");
    await expect(section.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
    await expect(section.getByText(/after your job, we'll invite you to tell other homeowners how it went/)).toBeVisible();
    await expect(section.getByRole("group")).toHaveCount(0);
  });
});
