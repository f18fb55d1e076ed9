import type { Feature } from "./features";
import { company, type BusinessFacts } from "./site";

/**
 * Every trust claim the pages make, derived from the business facts (app/content/site.ts).
 * A claim whose fact is unset is not made: its place goes to something the company can stand
 * behind without a document (a reply within 24 hours, a quote from a photo). This module is the
 * only place that may write "licensed", "insured" or a rating (app/content/trust.test.ts checks).
 */

export const CSLB_LOOKUP_URL = "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx";

/** The CSLB's public page for a licence number. */
export const licenseLookupUrl = (number: string) => `${CSLB_LOOKUP_URL}?LicNum=${encodeURIComponent(number)}`;

/** "licensed and insured", "licensed", "insured", or null when neither fact is set. */
export function credentialPhrase(facts: BusinessFacts): string | null {
  if (facts.license && facts.insurance) return "licensed and insured";
  if (facts.license) return "licensed";
  if (facts.insurance) return "insured";
  return null;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Years since the business started, or null when the founding year is unset. */
export function yearsInBusiness(facts: BusinessFacts, now: Date = new Date()): number | null {
  return facts.foundedYear ? now.getFullYear() - facts.foundedYear : null;
}

/** A rating large and high enough for the spec's "Hundreds of 5-Star Reviews" wording. */
const HUNDREDS_OF_FIVE_STARS = { count: 200, value: 4.8 };

function credentialCard(facts: BusinessFacts): Feature {
  const { license, insurance } = facts;
  const licenseLink = license
    ? { href: licenseLookupUrl(license.number), label: `Check licence #${license.number} on the CSLB site` }
    : undefined;
  const insuranceText = insurance
    ? `${insurance.kind.toLowerCase()} insurance${insurance.carrier ? ` with ${insurance.carrier}` : ""}`
    : "";
  if (license && insurance) {
    return {
      title: "Licensed & Insured Professionals",
      text: `California contractor's licence #${license.number} (${license.classification}) and ${insuranceText}.`,
      icon: "shield",
      link: licenseLink,
    };
  }
  if (license) {
    return {
      title: "Licensed Contractor",
      text: `California contractor's licence #${license.number} (${license.classification}).`,
      icon: "shield",
      link: licenseLink,
    };
  }
  if (insurance) {
    return { title: "Insured Professionals", text: `Every job is covered by our ${insuranceText}.`, icon: "shield" };
  }
  return {
    title: `A Reply Within ${company.contactPromiseHours} Hours`,
    text: `Every request is answered within ${company.contactPromiseHours} hours, ${company.hours.label}.`,
    icon: "thumbs-up",
  };
}

function ratingCard(facts: BusinessFacts): Feature {
  const { rating } = facts;
  if (!rating) {
    return {
      title: "Send a Photo, Get a Clear Quote",
      text: "Attach a photo of the job to your request and get a clear, upfront quote before any work starts.",
      icon: "tag",
    };
  }
  const hundreds = rating.count >= HUNDREDS_OF_FIVE_STARS.count && rating.value >= HUNDREDS_OF_FIVE_STARS.value;
  return {
    title: hundreds ? "Hundreds of 5-Star Reviews" : `Rated ${rating.value.toFixed(1)} out of 5`,
    text: `${rating.value.toFixed(1)} out of 5 from ${rating.count} reviews on ${rating.source}.`,
    icon: "star",
    link: { href: rating.url, label: `Read the reviews on ${rating.source}` },
  };
}

/** The home page's trust section (#trust-us): always three cards, each backed by a fact. */
export function trustItems(facts: BusinessFacts): Feature[] {
  return [
    credentialCard(facts),
    {
      title: "Same-Day Availability in LA",
      text: "Need it done today? Same-day appointments are available across Greater Los Angeles.",
      icon: "clock",
    },
    ratingCard(facts),
  ];
}

/** The four benefit blocks of the city pages. */
export function cityBenefits(facts: BusinessFacts): Feature[] {
  const phrase = credentialPhrase(facts);
  const credential = credentialCard(facts);
  return [
    { title: "Same-Day Service", text: "Book before noon and we can often be there the same day.", icon: "clock" },
    phrase
      ? {
          title: phrase === "licensed and insured" ? "Licensed & Insured" : capitalize(phrase),
          text: credential.text,
          icon: "shield",
          link: credential.link,
        }
      : {
          title: `Reply Within ${company.contactPromiseHours} Hours`,
          text: "Every request gets an answer, with a clear next step.",
          icon: "star",
        },
    { title: "Transparent Pricing", text: "A clear quote before we start. No hidden fees, ever.", icon: "tag" },
    { title: "Satisfaction Guaranteed", text: "Not happy? We come back and make it right.", icon: "thumbs-up" },
  ];
}

/** The four short points under the home page's hero. */
export function heroPoints(facts: BusinessFacts): string[] {
  const phrase = credentialPhrase(facts);
  return [
    phrase ? capitalize(phrase).replace(" and ", " & ") : `Reply within ${company.contactPromiseHours} hours`,
    "Same-day availability",
    "Upfront pricing",
    "Satisfaction guaranteed",
  ];
}

/** The hero's sentence about the technicians. */
export function heroText(facts: BusinessFacts): string {
  const phrase = credentialPhrase(facts);
  return `Fast, affordable and professional home repairs by local experts. Vetted${phrase ? `, ${phrase}` : ""} technicians, same-day availability and upfront pricing with no hidden fees.`;
}

/** The home page's meta description. */
export function homeDescription(facts: BusinessFacts): string {
  const phrase = credentialPhrase(facts);
  return `${phrase ? `${capitalize(phrase).replace(" and ", ", ")} handymen` : "Local handymen"} in Los Angeles for TV mounting, furniture assembly, home cleaning, drywall and more. Same-day availability, upfront pricing. Book online.`;
}

/** The about page's "Why Choose Us" checklist (five points). */
export function aboutChecklist(facts: BusinessFacts): string[] {
  const phrase = credentialPhrase(facts);
  return [
    phrase ? `Vetted, ${phrase} professionals` : "Vetted local professionals",
    "Same-day availability across Greater Los Angeles",
    "Transparent upfront pricing with no hidden fees",
    "100% satisfaction guarantee on our workmanship",
    `A reply to every request within ${company.contactPromiseHours} hours`,
  ];
}

/** The about page's facts paragraph: licence, insurance and years in business, as far as they are set. */
export function aboutFacts(facts: BusinessFacts, now: Date = new Date()): string[] {
  const years = yearsInBusiness(facts, now);
  return [
    facts.legalName ? `${company.name} is the trading name of ${facts.legalName}.` : null,
    facts.license
      ? `We hold California contractor's licence #${facts.license.number} (${facts.license.classification}).`
      : null,
    facts.insurance
      ? `Every job is covered by our ${facts.insurance.kind.toLowerCase()} insurance${facts.insurance.carrier ? ` with ${facts.insurance.carrier}` : ""}.`
      : null,
    years !== null && facts.foundedYear ? `In business since ${facts.foundedYear} (${years} years).` : null,
  ].filter((line): line is string => line !== null);
}

/** The testimonials section's subtitle. */
export function reviewsSubtitle(facts: BusinessFacts): string {
  const { rating } = facts;
  if (!rating) return "What homeowners across Los Angeles tell us after the job.";
  return `Rated ${rating.value.toFixed(1)} out of 5 from ${rating.count} reviews on ${rating.source}.`;
}

/** The footer's line of credentials, each with its link (empty when no fact is set). */
export function footerCredentials(facts: BusinessFacts): { text: string; href?: string }[] {
  return [
    facts.license ? { text: `CSLB licence #${facts.license.number}`, href: licenseLookupUrl(facts.license.number) } : null,
    facts.insurance ? { text: `${facts.insurance.kind} insurance` } : null,
    facts.rating
      ? { text: `Rated ${facts.rating.value.toFixed(1)}/5 (${facts.rating.count} reviews on ${facts.rating.source})`, href: facts.rating.url }
      : null,
  ].filter((item): item is { text: string; href?: string } => item !== null);
}
