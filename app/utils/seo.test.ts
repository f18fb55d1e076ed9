import { describe, expect, it } from "vitest";
import { marketingPaths } from "~/content/site";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  cityBreadcrumbs,
  faqJsonLd,
  homeBusinessJsonLd,
  pageMeta,
  serviceJsonLd,
} from "./seo";
import { errorMeta } from "./seo-error";
import { robotsTxt, sitemapXml } from "./seo-files";
import { findCity } from "~/content/localized/cities";
import { findService } from "~/content/localized/services";
import { DEFAULT_PROFILE, publicBusinessOf } from "~/business/profile";

const PROFILE = publicBusinessOf(DEFAULT_PROFILE, "en", "2026-12-05");

const SITE = "https://www.example.com";

type Graph = { "@context": string; "@graph": Record<string, unknown>[] };

function jsonLd(meta: ReturnType<typeof pageMeta>): Graph {
  const entry = meta.find((descriptor) => "script:ld+json" in descriptor) as { "script:ld+json": Graph };
  return entry["script:ld+json"];
}

describe("pageMeta", () => {
  const meta = pageMeta({ profile: PROFILE, siteUrl: SITE, path: "/about", title: "About", description: "About us." });

  it("sets the title, description, absolute canonical, Open Graph and Twitter tags", () => {
    expect(meta).toContainEqual({ title: "About" });
    expect(meta).toContainEqual({ name: "description", content: "About us." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/about` });
    expect(meta).toContainEqual({ property: "og:url", content: `${SITE}/about` });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toContainEqual({ property: "og:image", content: `${SITE}/images/og-image.png` });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("always describes the business and the organization", () => {
    const graph = jsonLd(meta);
    expect(graph["@context"]).toBe("https://schema.org");
    const business = graph["@graph"].find((node) => node["@type"] === "HomeAndConstructionBusiness");
    expect(business).toMatchObject({
      name: "Pacific Crest Handyman",
      telephone: "+18185550142",
      url: `${SITE}/`,
      priceRange: "Contact for quote",
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "08:00",
          closes: "18:00",
        },
      ],
    });
    expect(business?.areaServed).toHaveLength(7);
    expect(graph["@graph"].find((node) => node["@type"] === "Organization")).toMatchObject({ url: `${SITE}/` });
  });

  it("adds the home page's catalogue to the business, and no review or rating markup (decision 058)", () => {
    const home = jsonLd(
      pageMeta({ profile: PROFILE,
        siteUrl: SITE,
        path: "/",
        title: "Home",
        description: "d",
        business: homeBusinessJsonLd(SITE),
      }),
    );
    const business = home["@graph"][0] as Record<string, { itemListElement?: unknown[] } & Record<string, unknown>>;
    expect(business.hasOfferCatalog?.itemListElement).toHaveLength(9);
    expect(business.review).toBeUndefined();
    expect(business.aggregateRating).toBeUndefined();
    expect(JSON.stringify(home)).not.toMatch(/"Review"|AggregateRating|reviewRating/);
  });
});

describe("structured data builders", () => {
  it("a Service names its provider and area", () => {
    const service = findService("caulking");
    if (!service) throw new Error("caulking missing");
    expect(serviceJsonLd(SITE, service, "en", PROFILE)).toMatchObject({
      "@type": "Service",
      name: "Caulking",
      url: `${SITE}/services/caulking`,
      provider: { "@id": `${SITE}/#business` },
    });
  });

  it("an FAQPage holds every question", () => {
    const faq = faqJsonLd([{ question: "Q?", answer: "A." }]);
    expect(faq).toEqual({
      "@type": "FAQPage",
      inLanguage: "en-US",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("a city's BreadcrumbList is Home > Locations > city", () => {
    const city = findCity("malibu");
    if (!city) throw new Error("malibu missing");
    expect(breadcrumbJsonLd(SITE, cityBreadcrumbs(city))).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Locations", item: `${SITE}/#service-areas` },
        { "@type": "ListItem", position: 3, name: "Malibu", item: `${SITE}/locations/malibu` },
      ],
    });
  });

  it("unknown slugs find nothing", () => {
    expect(findService("nope")).toBeUndefined();
    expect(findCity(undefined)).toBeUndefined();
  });
});

describe("sitemap and robots", () => {
  it("the sitemap lists exactly the 21 marketing URLs and their 21 Spanish twins, absolute", () => {
    const locs = [...sitemapXml(SITE).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(42);
    expect(locs.filter((_, index) => index % 2 === 0)).toEqual(marketingPaths.map((path) => absoluteUrl(SITE, path)));
    expect(locs.filter((_, index) => index % 2 === 1)).toEqual(marketingPaths.map((path) => absoluteUrl(SITE, path === "/" ? "/es/" : `/es${path}`)));
    expect(locs.every((loc) => loc?.startsWith(`${SITE}/`))).toBe(true);
    expect(locs.some((loc) => /\/(admin|status)/.test(loc ?? ""))).toBe(false);
  });

  it("every URL of the sitemap names its English, Spanish and x-default twins", () => {
    const entries = sitemapXml(SITE).split("<url>").slice(1);
    const about = entries.filter((entry) => entry.includes(`${SITE}/about<`) || entry.includes(`${SITE}/es/about<`));
    expect(about).toHaveLength(2);
    for (const entry of about) {
      expect(entry).toContain(`hreflang="en-US" href="${SITE}/about"`);
      expect(entry).toContain(`hreflang="es-US" href="${SITE}/es/about"`);
      expect(entry).toContain(`hreflang="x-default" href="${SITE}/about"`);
    }
    expect(sitemapXml(SITE)).not.toContain("<lastmod>");
    expect(sitemapXml(SITE, ["/about"], new Date("2026-12-05T18:00:00Z"))).toContain("<lastmod>2026-12-05</lastmod>");
  });

  it("robots.txt disallows /admin and /status and points to the sitemap", () => {
    const robots = robotsTxt(SITE);
    const lines = robots.split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of ["/admin", "/status", "/es/status"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(3);
    expect(robots.endsWith(`\n\nSitemap: ${SITE}/sitemap.xml\n`)).toBe(true);
  });
});

describe("site URL", () => {
  it("error pages are not indexed", () => {
    expect(errorMeta("Page Not Found")).toContainEqual({ name: "robots", content: "noindex" });
  });
});
