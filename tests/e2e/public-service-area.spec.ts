import { marketingPaths, serviceAreas } from "../../app/content/site";
import { expect, test } from "./fixtures";

const soon = serviceAreas.filter((area) => !area.active).map((area) => area.name);
const active = serviceAreas.filter((area) => area.active).map((area) => area.name);

/** Everything a page says to a visitor or a crawler: its text, title, meta tags, placeholders and structured data. */
async function everythingSaid(page: import("@playwright/test").Page, path: string): Promise<string> {
  await page.goto(path);
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll("meta[content]")].map((meta) => meta.getAttribute("content")),
      ...[...document.querySelectorAll("[placeholder]")].map((field) => field.getAttribute("placeholder")),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
    ].join("\n"),
  );
}

test.describe("the service area is one fact", () => {
  test("no public page lists a place as Soon while another claims to serve it", async ({ page }) => {
    const listedSoon = new Set<string>();
    const claimed = new Map<string, string[]>();
    for (const path of marketingPaths) {
      const said = await everythingSaid(page, path);
      for (const name of soon) {
        const marked = `${name} (Soon)`;
        if (said.includes(marked)) listedSoon.add(name);
        // Any other mention of the place (a headline, "in …", a hint, areaServed) claims it;
        // the region's name ("Greater Los Angeles") is not the city.
        const rest = said.replaceAll(marked, "").replaceAll(`Greater ${name}`, "");
        if (new RegExp(`\\b${name}\\b`).test(rest)) claimed.set(name, [...(claimed.get(name) ?? []), path]);
      }
    }
    expect([...listedSoon].sort()).toEqual([...soon].sort());
    expect(Object.fromEntries(claimed)).toEqual({});
  });

  test("the headline, the booking's address hint and areaServed name active areas only", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trusted Handyman Services in Greater Los Angeles");
    await expect(page.getByText(`Serving ${active.slice(0, -1).join(", ")} and ${active.at(-1)}.`)).toBeVisible();
    const business = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? "{}") as { "@graph"?: Record<string, unknown>[] })
        .flatMap((data) => data["@graph"] ?? [data])
        .find((node) => Array.isArray(node.areaServed)),
    );
    expect((business?.areaServed as { name: string }[]).map((area) => area.name)).toEqual(active.map((name) => `${name}, CA`));
    await page.goto("/book");
    const hint = await page.getByLabel(/Street Address/).getAttribute("placeholder");
    expect(active.some((name) => hint?.includes(name))).toBe(true);
  });
});
