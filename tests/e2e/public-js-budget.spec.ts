import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { insertLead, resetFormRateLimits, uniqueName } from "./leads-helpers";

/** Issue 13: a public page sends at most 100 KB (1,024 bytes) of gzip-compressed JavaScript before any interaction. */
const BUDGET_BYTES = 100 * 1024;

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/**
 * Opens the page and sums, gzip-compressed (level 9, as `npm run audit` counts), every script
 * the browser fetched (entry, module preloads, route chunks, /v.js) and every inline script
 * it executes (JSON-LD data blocks excluded), once the network has gone quiet.
 */
async function javaScriptBytes(page: Page, path: string) {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== "script" && !(type === "other" && response.url().endsWith(".js"))) return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipBytes(body) })));
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const inline = await page
    .locator("script:not([src])")
    .evaluateAll((elements) =>
      elements
        .filter((element) => !["application/ld+json", "application/json"].includes(element.getAttribute("type") ?? ""))
        .map((element) => element.textContent ?? ""),
    );
  const files = await Promise.all(scripts);
  const inlineBytes = inline.reduce((sum, text) => sum + gzipBytes(text), 0);
  const total = files.reduce((sum, file) => sum + file.bytes, 0) + inlineBytes;
  return { total, files, inlineBytes, inlineCount: inline.length };
}

const MARKETING_PAGES = ["/", "/services", "/services/tv-mounting", "/locations/pasadena", "/about", "/privacy", "/no-such-page"];
/** The Spanish pages (issue 35) keep the same budget and load the same two scripts. */
const SPANISH_PAGES = ["/es/", "/es/services/caulking", "/es/locations/malibu", "/es/privacy", "/es/no-such-page"];

test.describe("JavaScript per public page @mobile", () => {
  for (const path of [...MARKETING_PAGES, ...SPANISH_PAGES]) {
    test(`${path} loads at most 100 KB of gzip JavaScript`, async ({ page }) => {
      const measured = await javaScriptBytes(page, path);
      console.log(`JS ${path} ${(measured.total / 1024).toFixed(1)} KB`, JSON.stringify(measured));
      expect(measured.total).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(measured.files.map((file) => file.url).sort()).toEqual(["/site.js", "/v.js"]);
    });
  }

  test("/book, /status and a request's status page load at most 100 KB: /site.js and /v.js, and on /book the window picker's /window-choice.js and the booking form's /booking.js", async ({ page }) => {
    const id = await insertLead();
    for (const path of ["/book", "/book?service=tv-mounting", "/status", `/status/${id}`, "/es/book", "/es/book?service=caulking", "/es/status", `/es/status/${id}`]) {
      const measured = await javaScriptBytes(page, path);
      console.log(`JS ${path} ${(measured.total / 1024).toFixed(1)} KB`, JSON.stringify(measured));
      expect(measured.total, path).toBeLessThanOrEqual(BUDGET_BYTES);
      const expected = /^(\/es)?\/book/.test(path) ? ["/booking.js", "/site.js", "/v.js", "/window-choice.js"] : ["/site.js", "/v.js"];
      expect(measured.files.map((file) => file.url).sort(), path).toEqual(expected);
    }
  });
});

test.describe("a marketing page with JavaScript disabled @mobile", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(resetFormRateLimits);

  test("its menu opens and its links lead on", async ({ page, isMobile }) => {
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("banner").getByText("Menu").click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About Us" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    }
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("its quote form posts and shows the server's messages with the values kept", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#quote form");
    const name = uniqueName("Nora NoScript");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Phone Number").fill("555-12");
    await form.getByLabel("Email Address").fill("nora@example.com");
    await form.getByLabel("Service Needed").fill("TV Mounting");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText("Please correct the highlighted fields and try again.");
    await expect(form.getByLabel("Full Name")).toHaveValue(name);
    await expect(form.getByLabel("Email Address")).toHaveValue("nora@example.com");
  });
});
