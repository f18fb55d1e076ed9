import { expect, expectNoAxeViolations, revealAll, test } from "./fixtures";

/** Every marketing page's English path; its Spanish twin is the same path under /es. */
const PATHS = [
  "/",
  "/about",
  "/services",
  ...[
    "tv-mounting",
    "furniture-assembly",
    "drywall-repair",
    "home-cleaning",
    "light-fixture-installation",
    "caulking",
    "gutter-cleaning",
    "smart-home-setup",
    "door-lock-repair",
  ].map((slug) => `/services/${slug}`),
  ...["pasadena", "glendale", "santa-monica", "burbank", "west-hollywood", "thousand-oaks", "malibu"].map((slug) => `/locations/${slug}`),
  "/book",
  "/privacy",
];

const spanish = (path: string) => (path === "/" ? "/es/" : `/es${path}`);

/** The page's hreflang alternates, from its first HTML. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => [match[1]!, new URL(match[2]!).pathname]),
  );
}

test.describe("Spanish pages", () => {
  test("every Spanish marketing page answers 200 in es-US and names its English twin, and the English one names it", async ({ request }) => {
    for (const path of PATHS) {
      const es = await request.get(spanish(path));
      expect(es.status(), spanish(path)).toBe(200);
      const esHtml = await es.text();
      expect(esHtml, spanish(path)).toContain('<html lang="es-US"');
      expect(alternates(esHtml), spanish(path)).toMatchObject({ "en-US": path, "es-US": spanish(path), "x-default": path });
      const enHtml = await (await request.get(path)).text();
      expect(enHtml, path).toContain('<html lang="en-US"');
      expect(alternates(enHtml)["es-US"], path).toBe(alternates(esHtml)["es-US"]);
    }
  });

  test("a Spanish page links in Spanish and its structured data is Spanish", async ({ request }) => {
    const html = await (await request.get("/es/services/caulking")).text();
    expect(html).toContain("<title>Sellado y calafateo en Los Ángeles | Pacific Crest Handyman</title>");
    expect(html).toContain('"inLanguage":"es-US"');
    expect(html).toContain('"name":"¿Cuánto dura un sellado nuevo?"');
    const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!);
    const english = hrefs.filter((href) => !href.startsWith("/es") && !href.startsWith("/services/caulking") && href !== "/site.js");
    expect(english).toEqual([]);
    expect(hrefs).toEqual(expect.arrayContaining(["/es/book?service=caulking", "/es/#how-it-works", "/es/about", "/es/privacy"]));
  });

  test("the switch leads from a Spanish service page to the English one and back @mobile", async ({ page, isMobile }) => {
    await page.goto("/es/services/caulking");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sellado y calafateo profesional");
    if (isMobile) await page.getByRole("banner").locator("summary", { hasText: "Menú" }).click();
    await page.getByRole("link", { name: "View this page in English" }).first().click();
    await expect(page).toHaveURL(/\/services\/caulking$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Professional Caulking and Sealing");
    if (isMobile) await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await page.getByRole("link", { name: "Ver esta página en español" }).first().click();
    await expect(page).toHaveURL(/\/es\/services\/caulking$/);
  });

  test("the footer's switch keeps the page", async ({ page }) => {
    await page.goto("/es/locations/pasadena");
    await page.getByRole("contentinfo").getByRole("link", { name: "View this page in English" }).click();
    await expect(page).toHaveURL(/\/locations\/pasadena$/);
  });

  for (const path of ["/es/", "/es/services/tv-mounting"]) {
    test(`axe finds nothing on ${path}, with the menu closed and open @mobile`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await expect(page.locator("html.js")).toHaveCount(1);
      await revealAll(page);
      await expectNoAxeViolations(page);
      if (test.info().project.name !== "mobile") return;
      await page.getByRole("banner").locator("summary", { hasText: "Menú" }).click();
      await expect(page.getByRole("navigation", { name: "Menú móvil" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the suggestion line", () => {
  test.describe("for a browser that prefers Spanish", () => {
    test.use({ locale: "es-US" });

    test("appears on an English page, in Spanish, above the hero rather than over it, and stays dismissed @mobile", async ({ page }) => {
      const offer = page.getByRole("dialog", { name: "Esta página también está en español." });
      const heroTop = () => page.locator("main h1").evaluate((h1) => h1.parentElement!.firstElementChild!.getBoundingClientRect().top);
      await page.goto("/");
      await expect(offer).toBeVisible();
      expect(await heroTop()).toBeGreaterThanOrEqual(await offer.evaluate((element) => element.getBoundingClientRect().bottom));
      await page.screenshot({ path: test.info().outputPath("offer-over-home.png") });
      await page.goto("/services/caulking");
      await expect(offer).toBeVisible();
      await expect(offer.getByRole("link", { name: "Ver esta página en español" })).toHaveAttribute("href", "/es/services/caulking");
      await offer.getByRole("button", { name: "Cerrar" }).click();
      await expect(offer).toBeHidden();
      // Closed, it leaves no gap.
      await expect(page.locator("body")).toHaveCSS("padding-top", "0px");
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("dialog")).not.toHaveAttribute("open");
      await expect(page.getByRole("dialog")).toBeHidden();
    });

    test("never redirects, and a Spanish page shows no suggestion", async ({ page }) => {
      const response = await page.goto("/");
      expect(response?.url()).toMatch(/\/$/);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      await page.goto("/es/");
      await expect(page.locator("dialog")).toHaveCount(0);
    });
  });

  test.describe("for a browser that prefers English", () => {
    test.use({ locale: "en-US" });

    test("does not appear", async ({ page }) => {
      await page.goto("/services/caulking");
      await expect(page.locator("html.js")).toHaveCount(1);
      await expect(page.locator("dialog")).toHaveCount(1);
      await expect(page.locator("dialog")).not.toHaveAttribute("open");
    });
  });
});
