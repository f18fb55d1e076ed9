import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { businessJsonLd } from "~/utils/seo";
import type { BusinessFacts } from "./site";
import { allFacts as everyFact } from "./trust.fixture";
import {
  aboutChecklist,
  aboutFacts,
  cityBenefits,
  footerCredentials,
  bookingPoints,
  guaranteeTerms,
  heroPoints,
  heroText,
  homeDescription,
  licenseLookupUrl,
  reviewsSubtitle,
  trustItems,
  trustSubtitle,
  whyChooseItems,
} from "./trust";
import { DEFAULT_PROFILE, publicBusinessOf } from "~/business/profile";

const DEFAULT_PUBLIC = publicBusinessOf(DEFAULT_PROFILE, "en", "2026-12-05");

const CLAIM = /licen[cs]ed|licence|insured|insurance|5-star|five-star|hundreds of|rated \d|reviews on|in business since/i;
/** The claims of issue 32 §5: each needs its fact (vetting, guarantee, same-day windows, published prices, a rating). */
const VETTED = /vetted|background-checked/i;
const GUARANTEE = /guarantee/i;
const SAME_DAY = /same[- ]day/i;
const PRICING = /upfront pric|transparent pric|hidden fees/i;
const REAL_REVIEWS = /real reviews/i;
/** The same claims as words in a page's source (not the code's names for them). */
const SOURCE_CLAIMS = /vetted|background-checked|same[- ]day|upfront pric|transparent pric|hidden fees|real reviews|satisfaction guarantee|(is|are|satisfaction|workmanship) guaranteed|guaranteed workmanship/i;
const OTHER_CLAIMS = new RegExp([VETTED, GUARANTEE, SAME_DAY, PRICING, REAL_REVIEWS].map((re) => re.source).join("|"), "i");
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
    trustSubtitle(facts),
    whyChooseItems(facts, []),
    bookingPoints(facts),
    guaranteeTerms(facts),
    footerCredentials(facts),
    businessJsonLd("https://example.com", { ...DEFAULT_PUBLIC, facts }),
  ]);
}

const allFacts: BusinessFacts = { ...everyFact, vetting: "background-checked and interviewed by the owner before a first job" };

describe("trust claims", () => {
  it("makes no claim when its fact is unset", () => {
    expect(everythingSaid({})).not.toMatch(CLAIM);
    expect(everythingSaid({})).not.toMatch(OTHER_CLAIMS);
    expect(trustItems({}).map((item) => item.title)).toEqual([
      "A Reply Within 24 Hours",
      "Open Monday to Saturday",
      "Send a Photo, Get a Clear Quote",
    ]);
    expect(cityBenefits({}).map((item) => item.title)).toEqual([
      "Open Monday to Saturday",
      "Reply Within 24 Hours",
      "A Quote Before Work Starts",
      "Respect for Your Home",
    ]);
    const jsonLd = businessJsonLd("https://example.com", { ...DEFAULT_PUBLIC, facts: {} });
    for (const key of ["legalName", "foundingDate", "hasCredential", "aggregateRating"]) expect(jsonLd).not.toHaveProperty(key);
  });

  it("makes each claim, with where to check it, when its fact is set", () => {
    expect(trustItems(allFacts).map((item) => item.title)).toEqual([
      "Licensed & Insured Professionals",
      "Same-Day Availability in LA",
      "Hundreds of 5-Star Reviews",
    ]);
    expect(cityBenefits(allFacts).map((item) => item.title)).toEqual([
      "Same-Day Service",
      "Licensed & Insured",
      "Transparent Pricing",
      "Satisfaction Guaranteed",
    ]);
    expect(heroText(allFacts)).toBe(
      "Fast, affordable and professional home repairs by local experts. Vetted, licensed and insured technicians, same-day availability and upfront pricing with no hidden fees.",
    );
    expect(trustSubtitle(allFacts)).toBe("Real professionals, real availability and real reviews.");
    expect(trustItems(allFacts)[0]?.link?.href).toBe(
      "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=1234567",
    );
    expect(trustItems(allFacts)[2]?.link?.href).toBe(allFacts.rating?.url);
    expect(cityBenefits(allFacts)[1]?.title).toBe("Licensed & Insured");
    expect(heroPoints(allFacts)[0]).toBe("Licensed & insured");
    expect(aboutChecklist(allFacts)[0]).toBe(
      "Vetted, licensed and insured professionals: background-checked and interviewed by the owner before a first job",
    );
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
    expect(businessJsonLd("https://example.com", { ...DEFAULT_PUBLIC, facts: allFacts })).toMatchObject({
      legalName: allFacts.legalName,
      foundingDate: "2016",
      hasCredential: { url: licenseLookupUrl("1234567") },
    });
    // A rating the business states about itself gets no rich results: it stays on the page, with its link (decision 058).
    expect(businessJsonLd("https://example.com", { ...DEFAULT_PUBLIC, facts: allFacts })).not.toHaveProperty("aggregateRating");
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

  it("says vetted, same-day, upfront pricing, the guarantee and real reviews each only with its fact", () => {
    const only = (facts: BusinessFacts) => everythingSaid(facts);
    expect(only({ vetting: allFacts.vetting })).toMatch(VETTED);
    expect(only({ vetting: allFacts.vetting })).not.toMatch(new RegExp([GUARANTEE, SAME_DAY, PRICING, REAL_REVIEWS].map((re) => re.source).join("|"), "i"));
    expect(only({ sameDayVisits: true })).toMatch(SAME_DAY);
    expect(only({ sameDayVisits: true })).not.toMatch(new RegExp([VETTED, GUARANTEE, PRICING, REAL_REVIEWS].map((re) => re.source).join("|"), "i"));
    expect(only({ publishedPrices: true })).toMatch(PRICING);
    expect(only({ publishedPrices: true })).not.toMatch(new RegExp([VETTED, GUARANTEE, SAME_DAY, REAL_REVIEWS].map((re) => re.source).join("|"), "i"));
    expect(only({ rating: allFacts.rating })).toMatch(REAL_REVIEWS);
    expect(only({ rating: allFacts.rating })).not.toMatch(new RegExp([VETTED, GUARANTEE, SAME_DAY, PRICING].map((re) => re.source).join("|"), "i"));
    const guaranteed = { guarantee: allFacts.guarantee };
    expect(only(guaranteed)).toMatch(GUARANTEE);
    expect(only(guaranteed)).not.toMatch(new RegExp([VETTED, SAME_DAY, PRICING, REAL_REVIEWS].map((re) => re.source).join("|"), "i"));
    // Every claim of the guarantee links to its terms, and the terms are the facts file's.
    const guaranteeClaims = [...cityBenefits(guaranteed), ...whyChooseItems(guaranteed, []), ...bookingPoints(guaranteed)].filter(
      (item) => GUARANTEE.test(item.title),
    );
    expect(guaranteeClaims.length).toBeGreaterThan(0);
    for (const claim of guaranteeClaims) expect(claim.link?.href).toBe("/about#guarantee");
    expect(guaranteeTerms(guaranteed)).toEqual(allFacts.guarantee);
  });

  it("are written only here: no other page source makes one", () => {
    const allowed = new Set(["app/content/trust.ts", "app/content/site.ts"]);
    // The admin's pages are read by staff, never by a homeowner: the Business page names the facts it asks for.
    const staffOnly = new Set(["app/routes/admin", "app/components/admin"]);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "migrations" && !staffOnly.has(file)) walk(file);
          continue;
        }
        if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || allowed.has(file)) continue;
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, index) => {
            if (
              (/licen[cs]ed|insured|5-star|five-star|hundreds of/i.test(line) || SOURCE_CLAIMS.test(line)) &&
              !/licensed electrician/.test(line)
            ) {
              offenders.push(`${file}:${index + 1}: ${line.trim()}`);
            }
          });
      }
    };
    walk("app");
    expect(offenders).toEqual([]);
  });
});
