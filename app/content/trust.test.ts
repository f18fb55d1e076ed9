import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { businessJsonLd } from "~/utils/seo";
import type { BusinessFacts } from "./site";
import {
  aboutChecklist,
  aboutFacts,
  cityBenefits,
  footerCredentials,
  heroPoints,
  heroText,
  homeDescription,
  licenseLookupUrl,
  reviewsSubtitle,
  trustItems,
} from "./trust";

const CLAIM = /licen[cs]ed|licence|insured|insurance|5-star|five-star|hundreds of|rated \d|reviews on|in business since/i;
const NOW = new Date("2026-06-01T12:00:00Z");

/** Everything the pages and the structured data say, for one set of facts, as one text. */
function everythingSaid(facts: BusinessFacts): string {
  return JSON.stringify([
    trustItems(facts),
    cityBenefits(facts),
    heroPoints(facts),
    heroText(facts),
    homeDescription(facts),
    aboutChecklist(facts),
    aboutFacts(facts, NOW),
    reviewsSubtitle(facts),
    footerCredentials(facts),
    businessJsonLd("https://example.com", facts),
  ]);
}

const allFacts: BusinessFacts = {
  legalName: "Pacific Crest Home Services LLC",
  license: { number: "1234567", classification: "B – General Building" },
  insurance: { kind: "General liability", carrier: "Acme Mutual" },
  foundedYear: 2016,
  rating: { value: 4.9, count: 312, source: "Google", url: "https://maps.example.com/reviews" },
};

describe("trust claims", () => {
  it("makes no claim when its fact is unset", () => {
    expect(everythingSaid({})).not.toMatch(CLAIM);
    expect(trustItems({}).map((item) => item.title)).toEqual([
      "A Reply Within 24 Hours",
      "Same-Day Availability in LA",
      "Send a Photo, Get a Clear Quote",
    ]);
    expect(cityBenefits({}).map((item) => item.title)).toEqual([
      "Same-Day Service",
      "Reply Within 24 Hours",
      "Transparent Pricing",
      "Satisfaction Guaranteed",
    ]);
    const jsonLd = businessJsonLd("https://example.com", {});
    for (const key of ["legalName", "foundingDate", "hasCredential", "aggregateRating"]) expect(jsonLd).not.toHaveProperty(key);
  });

  it("makes each claim, with where to check it, when its fact is set", () => {
    expect(trustItems(allFacts).map((item) => item.title)).toEqual([
      "Licensed & Insured Professionals",
      "Same-Day Availability in LA",
      "Hundreds of 5-Star Reviews",
    ]);
    expect(trustItems(allFacts)[0]?.link?.href).toBe(
      "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=1234567",
    );
    expect(trustItems(allFacts)[2]?.link?.href).toBe(allFacts.rating?.url);
    expect(cityBenefits(allFacts)[1]?.title).toBe("Licensed & Insured");
    expect(heroPoints(allFacts)[0]).toBe("Licensed & insured");
    expect(aboutChecklist(allFacts)[0]).toBe("Vetted, licensed and insured professionals");
    expect(aboutFacts(allFacts, NOW)).toEqual([
      "Pacific Crest Handyman is the trading name of Pacific Crest Home Services LLC.",
      "We hold California contractor's licence #1234567 (B – General Building).",
      "Every job is covered by our general liability insurance with Acme Mutual.",
      "In business since 2016 (10 years).",
    ]);
    expect(reviewsSubtitle(allFacts)).toBe("Rated 4.9 out of 5 from 312 reviews on Google.");
    expect(footerCredentials(allFacts).map((item) => item.text)).toEqual([
      "CSLB licence #1234567",
      "General liability insurance",
      "Rated 4.9/5 (312 reviews on Google)",
    ]);
    expect(businessJsonLd("https://example.com", allFacts)).toMatchObject({
      legalName: allFacts.legalName,
      foundingDate: "2016",
      hasCredential: { url: licenseLookupUrl("1234567") },
    });
    // A rating the business states about itself gets no rich results: it stays on the page, with its link (decision 058).
    expect(businessJsonLd("https://example.com", allFacts)).not.toHaveProperty("aggregateRating");
  });

  it("claims only what each fact supports", () => {
    const licensedOnly = { license: allFacts.license };
    expect(trustItems(licensedOnly)[0]?.title).toBe("Licensed Contractor");
    expect(everythingSaid(licensedOnly)).not.toMatch(/insured|insurance/i);
    const insuredOnly = { insurance: allFacts.insurance };
    expect(trustItems(insuredOnly)[0]?.title).toBe("Insured Professionals");
    expect(everythingSaid(insuredOnly)).not.toMatch(/licen[cs]ed|licence/i);
    const fewReviews = { rating: { value: 4.6, count: 41, source: "Yelp", url: "https://yelp.example.com" } };
    expect(trustItems(fewReviews)[2]?.title).toBe("Rated 4.6 out of 5");
    expect(everythingSaid(fewReviews)).not.toMatch(/hundreds|5-star/i);
  });

  it("are written only here: no other page source makes one", () => {
    const allowed = new Set(["app/content/trust.ts", "app/content/site.ts"]);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "migrations") walk(file);
          continue;
        }
        if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || allowed.has(file)) continue;
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, index) => {
            if (/licen[cs]ed|insured|5-star|five-star|hundreds of/i.test(line) && !/licensed electrician/.test(line)) {
              offenders.push(`${file}:${index + 1}: ${line.trim()}`);
            }
          });
      }
    };
    walk("app");
    expect(offenders).toEqual([]);
  });
});
