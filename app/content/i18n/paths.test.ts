import { describe, expect, it } from "vitest";
import { htmlLang, langFromPath, localePath, pathWithoutLang, samePageIn } from "./paths";

describe("a page's path in each language", () => {
  it("reads the language from the path: /es and /es/… are Spanish, nothing else", () => {
    expect(langFromPath("/es")).toBe("es");
    expect(langFromPath("/es/")).toBe("es");
    expect(langFromPath("/es/services/caulking")).toBe("es");
    expect(langFromPath("/")).toBe("en");
    expect(langFromPath("/espanol")).toBe("en");
    expect(langFromPath("/services/es")).toBe("en");
  });

  it("puts an English path under /es, and takes it back out", () => {
    expect(localePath("es", "/")).toBe("/es/");
    expect(localePath("es", "/book?service=caulking")).toBe("/es/book?service=caulking");
    expect(localePath("es", "/#how-it-works")).toBe("/es/#how-it-works");
    expect(localePath("en", "/about")).toBe("/about");
    expect(localePath("es", "https://example.com/x")).toBe("https://example.com/x");
    expect(pathWithoutLang("/es/about")).toBe("/about");
    expect(pathWithoutLang("/es")).toBe("/");
    expect(pathWithoutLang("/about")).toBe("/about");
  });

  it("the switch's target is the same page, whether or not the rendered path ends in a slash", () => {
    expect(samePageIn("en", "/es/services/caulking")).toBe("/services/caulking");
    expect(samePageIn("en", "/es/services/caulking/")).toBe("/services/caulking");
    expect(samePageIn("es", "/services/caulking/")).toBe("/es/services/caulking");
    expect(samePageIn("en", "/es/")).toBe("/");
    expect(samePageIn("es", "/")).toBe("/es/");
  });

  // Issue 39 §12: /es//evil.example offered "View this page in English" at //evil.example.
  const SITE = "https://site.example";
  const hostile = [
    "//evil.example",
    "/es//evil.example",
    "/\\evil.example",
    "/es/\\evil.example",
    "/es/\\\\evil.example",
    "/es/\\/evil.example",
    "/es///evil.example/x//y",
    "/es/\t/evil.example",
    "/es/%2F%2Fevil.example",
    "/es/%5C%5Cevil.example",
    "/%2F%2Fevil.example",
    "/es/https://evil.example",
    "/es/javascript:alert(1)",
  ];

  it.each(hostile)("every language path made of %j stays on the site", (pathname) => {
    const made = [
      samePageIn("en", pathname),
      samePageIn("es", pathname),
      localePath("en", pathWithoutLang(pathname)),
      localePath("es", pathWithoutLang(pathname)),
      localePath("es", pathname),
    ];
    for (const href of made) {
      expect(href, href).toMatch(/^\/(?![/\\])/);
      expect(href, href).not.toMatch(/[\\\t\n\r]/);
      expect(new URL(href, SITE).origin, href).toBe(SITE);
    }
  });

  it("collapses repeated slashes in the path, not in the query or the fragment", () => {
    expect(samePageIn("en", "/es//evil.example")).toBe("/evil.example");
    expect(samePageIn("es", "//evil.example")).toBe("/es/evil.example");
    expect(samePageIn("en", "/es/\\evil.example")).toBe("/evil.example");
    expect(localePath("es", "/book?next=//x#a//b")).toBe("/es/book?next=//x#a//b");
    expect(samePageIn("en", "/es/services//caulking/")).toBe("/services/caulking");
  });

  it("names the locale of <html lang> and hreflang", () => {
    expect(htmlLang("en")).toBe("en-US");
    expect(htmlLang("es")).toBe("es-US");
  });
});
