import { expect, test } from "./fixtures";

const MARKETING_PATHS = [
  "/",
  "/about",
  "/services",
  "/services/tv-mounting",
  "/services/furniture-assembly",
  "/services/drywall-repair",
  "/services/home-cleaning",
  "/services/light-fixture-installation",
  "/services/caulking",
  "/services/gutter-cleaning",
  "/services/smart-home-setup",
  "/services/door-lock-repair",
  "/locations/pasadena",
  "/locations/glendale",
  "/locations/santa-monica",
  "/locations/burbank",
  "/locations/west-hollywood",
  "/locations/thousand-oaks",
  "/locations/malibu",
  "/book",
  "/privacy",
];

type Node = Record<string, unknown>;

/** Reads the SEO tags of a page's first HTML, as a crawler without JavaScript sees it. */
function parseHead(html: string) {
  const attr = (pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, "&");
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)) ??
    attr(new RegExp(`<meta content="([^"]*)" (?:name|property)="${key}"`));
  const graphs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as { "@context": string; "@graph": Node[] },
  );
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta("description"),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: {
      title: meta("og:title"),
      description: meta("og:description"),
      url: meta("og:url"),
      type: meta("og:type"),
      image: meta("og:image"),
    },
    twitterCard: meta("twitter:card"),
    nodes: graphs.flatMap((graph) => graph["@graph"]),
  };
}

test.describe("SEO tags in the first HTML", () => {
  test("every marketing page has its own title, description, canonical, Open Graph and JSON-LD", async ({
    request,
    baseURL,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of MARKETING_PATHS.filter((p) => p !== "/book")) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const head = parseHead(await response.text());
      const url = `${baseURL}${path}`;
      expect(head.title, path).toBeTruthy();
      expect(head.description?.length, path).toBeGreaterThan(50);
      expect(head.canonical, path).toBe(url);
      expect(head.og, path).toEqual({
        title: head.title,
        description: head.description,
        url,
        type: "website",
        image: `${baseURL}/images/og-image.png`,
      });
      expect(head.twitterCard).toBe("summary_large_image");
      titles.add(head.title ?? "");
      descriptions.add(head.description ?? "");

      const business = head.nodes.find((node) => node["@type"] === "HomeAndConstructionBusiness");
      expect(business, path).toMatchObject({
        name: "Pacific Crest Handyman",
        telephone: "+18185550142",
        url: `${baseURL}/`,
        priceRange: "Contact for quote",
        openingHoursSpecification: [
          {
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
            opens: "08:00",
            closes: "18:00",
          },
        ],
      });
      expect((business?.areaServed as Node[]).map((area) => area.name)).toContain("Thousand Oaks, CA");
      expect(
        head.nodes.some((node) => node["@type"] === "Organization"),
        path,
      ).toBe(true);
    }
    expect(titles.size).toBe(20);
    expect(descriptions.size).toBe(20);
  });

  test("home: the service catalogue, and no review or rating markup (decision 058)", async ({ request }) => {
    const head = parseHead(await (await request.get("/")).text());
    expect(head.title).toBe("Pacific Crest Handyman | Trusted Handyman Services in Greater Los Angeles");
    const business = head.nodes.find((node) => node["@type"] === "HomeAndConstructionBusiness") as Node;
    expect((business.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(9);
    expect(business.review).toBeUndefined();
    expect(business.aggregateRating).toBeUndefined();
  });

  test("service pages: a Service with provider and area, and an FAQPage", async ({ request, baseURL }) => {
    const head = parseHead(await (await request.get("/services/caulking")).text());
    expect(head.title).toBe("Caulking Services in Greater Los Angeles | Pacific Crest Handyman");
    expect(head.nodes.find((node) => node["@type"] === "Service")).toMatchObject({
      name: "Caulking",
      url: `${baseURL}/services/caulking`,
      provider: { "@id": `${baseURL}/#business` },
    });
    const faq = head.nodes.find((node) => node["@type"] === "FAQPage") as {
      mainEntity: { acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.some((question) => question.acceptedAnswer.text.includes("5 to 10 years"))).toBe(true);
  });

  test("city pages: their own title and a BreadcrumbList", async ({ request, baseURL }) => {
    const head = parseHead(await (await request.get("/locations/malibu")).text());
    expect(head.title).toBe("Handyman Services in Malibu, CA | Pacific Crest Handyman");
    expect(head.nodes.find((node) => node["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${baseURL}/` },
        { position: 2, name: "Locations", item: `${baseURL}/#service-areas` },
        { position: 3, name: "Malibu", item: `${baseURL}/locations/malibu` },
      ],
    });
  });

  test("the 404 page is not indexed", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Oops! Page not found");
  });
});

test("the sitemap lists exactly the 21 marketing URLs and their Spanish twins, absolute, each with its alternates", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(MARKETING_PATHS.flatMap((path) => [`${baseURL}${path}`, `${baseURL}${path === "/" ? "/es/" : `/es${path}`}`]));
  expect(locs.some((loc) => /\/(admin|status)/.test(loc ?? ""))).toBe(false);
  const alternates = [...(await response.text()).matchAll(/hreflang="(en-US|es-US|x-default)"/g)];
  expect(alternates).toHaveLength(locs.length * 3);
});

test("robots.txt points to the sitemap and keeps crawlers out of /admin and /status", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /status");
  expect(text).toContain("Disallow: /es/status");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
