import type { Feature } from "./features";
import { company, serviceArea, type BusinessFacts } from "./site";

/**
 * Every trust claim the pages make, derived from the business facts (app/content/site.ts).
 * A claim whose fact is unset is not made: its place goes to something the company can stand
 * behind without a document (a reply within 24 hours, a quote from a photo). This module is the
 * only place that may write "licensed", "insured", a rating, "vetted", "same-day", "upfront
 * pricing", "guarantee" or "real reviews" (app/content/trust.test.ts checks).
 */

/** Where the guarantee's terms are shown whole. */
export const GUARANTEE_PATH = "/about#guarantee";

/** The guarantee's link, for every claim that names it. */
const guaranteeLink = { href: GUARANTEE_PATH, label: "Read the guarantee's terms" };

/** The hours, as a card: said where "same-day" would be when the schedule offers no same-day windows. */
const hoursCard: Feature = {
  title: `Open ${company.hours.days}`,
  text: `Book online at any time. We work ${company.hours.label} and agree the visit's time with you when we call.`,
  icon: "clock",
};

/** The quote, as a card: said where "upfront pricing" would be while no prices are published. */
const quoteCard: Feature = {
  title: "A Quote Before Work Starts",
  text: "Every job is quoted before we start; the price we agree is the price you pay for that job.",
  icon: "tag",
};

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
      text: "Attach a photo of the job to your request and get a clear quote before any work starts.",
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
    facts.sameDayVisits
      ? {
          title: "Same-Day Availability in LA",
          text: `Need it done today? Same-day appointments are available across ${serviceArea.name}.`,
          icon: "clock",
        }
      : hoursCard,
    ratingCard(facts),
  ];
}

/** The home trust section's subtitle: "real reviews" only with a rating to read. */
export function trustSubtitle(facts: BusinessFacts): string {
  return facts.rating
    ? "Real professionals, real availability and real reviews."
    : "What you can check before you let us in.";
}

/** The four benefit blocks of the city pages. */
export function cityBenefits(facts: BusinessFacts): Feature[] {
  const phrase = credentialPhrase(facts);
  const credential = credentialCard(facts);
  return [
    facts.sameDayVisits
      ? { title: "Same-Day Service", text: "Book before noon and we can often be there the same day.", icon: "clock" }
      : hoursCard,
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
    facts.publishedPrices
      ? { title: "Transparent Pricing", text: "A clear quote before we start. No hidden fees, ever.", icon: "tag" }
      : quoteCard,
    guaranteeCard(facts) ?? cleanUpCard,
  ];
}

/** Said where the guarantee would be when there is none. */
const cleanUpCard: Feature = {
  title: "Respect for Your Home",
  text: "Shoe covers, drop cloths and a full clean-up after every job.",
  icon: "shield",
};

/** The guarantee as a card, with the link to its terms, or null without one. */
function guaranteeCard(facts: BusinessFacts): Feature | null {
  return facts.guarantee
    ? { title: "Satisfaction Guaranteed", text: "Not happy with our work? We come back and make it right.", icon: "thumbs-up", link: guaranteeLink }
    : null;
}

/** The "Why Choose" cards of the home and about pages: pricing and the guarantee as their facts allow. */
export function whyChooseItems(facts: BusinessFacts, others: Feature[]): Feature[] {
  return [
    facts.publishedPrices
      ? {
          title: "Upfront, Transparent Pricing",
          text: "You get a clear quote before any work starts. No hidden fees, no surprise charges on the invoice.",
          icon: "tag",
        }
      : quoteCard,
    guaranteeCard(facts) ?? { title: "A Reply Within 24 Hours", text: `Every request is answered within ${company.contactPromiseHours} hours, ${company.hours.label}.`, icon: "thumbs-up" },
    ...others,
  ];
}

/** The guarantee's terms for /about#guarantee, or null when there is no guarantee. */
export function guaranteeTerms(facts: BusinessFacts): { title: string; terms: string[] } | null {
  return facts.guarantee ?? null;
}

/** The booking page's "Why homeowners book with us" points. */
export function bookingPoints(facts: BusinessFacts): { icon: Feature["icon"]; title: string; text: string; link?: Feature["link"] }[] {
  const phrase = credentialPhrase(facts);
  return [
    {
      icon: "shield",
      title: phrase ? capitalize(phrase) : facts.vetting ? "Vetted local professionals" : "Local professionals",
      text: facts.vetting ? capitalize(facts.vetting) : `Technicians who live and work in ${serviceArea.name}.`,
    },
    facts.sameDayVisits
      ? { icon: "clock", title: "Same-day availability", text: `Fast help across ${serviceArea.name}.` }
      : { icon: "clock", title: `Open ${company.hours.days}`, text: company.hours.label },
    facts.publishedPrices
      ? { icon: "tag", title: "Upfront pricing", text: "Transparent quotes with no hidden fees." }
      : { icon: "tag", title: "A quote before work starts", text: "The price we agree is the price you pay for that job." },
    facts.guarantee
      ? { icon: "thumbs-up", title: "100% satisfaction guarantee", text: "We stand behind our workmanship.", link: guaranteeLink }
      : { icon: "thumbs-up", title: `A reply within ${company.contactPromiseHours} hours`, text: "Every request gets an answer." },
  ];
}

/** The four short points under the home page's hero. */
export function heroPoints(facts: BusinessFacts): string[] {
  const phrase = credentialPhrase(facts);
  return [
    phrase ? capitalize(phrase).replace(" and ", " & ") : `Reply within ${company.contactPromiseHours} hours`,
    facts.sameDayVisits ? "Same-day availability" : `Open ${company.hours.label}`,
    facts.publishedPrices ? "Upfront pricing" : "A quote before work starts",
    facts.guarantee ? "Satisfaction guaranteed" : "Full clean-up after every job",
  ];
}

/** The hero's sentence about the technicians. */
export function heroText(facts: BusinessFacts): string {
  const phrase = credentialPhrase(facts);
  const technicians = facts.vetting ? `Vetted${phrase ? `, ${phrase}` : ""} technicians` : phrase ? `${capitalize(phrase)} technicians` : null;
  const offers = [
    technicians,
    facts.sameDayVisits ? "same-day availability" : null,
    facts.publishedPrices ? "upfront pricing with no hidden fees" : "a clear quote before any work starts",
  ].filter((part): part is string => part !== null);
  const list = offers.length > 1 ? `${offers.slice(0, -1).join(", ")} and ${offers.at(-1)}` : offers[0];
  return `Fast, affordable and professional home repairs by local experts. ${capitalize(list ?? "")}.`;
}

/** The home page's meta description. */
export function homeDescription(facts: BusinessFacts): string {
  const phrase = credentialPhrase(facts);
  const offers = [facts.sameDayVisits ? "Same-day availability" : null, facts.publishedPrices ? "upfront pricing" : "a quote before work starts"]
    .filter((part): part is string => part !== null)
    .join(", ");
  return `${phrase ? `${capitalize(phrase).replace(" and ", ", ")} handymen` : "Local handymen"} in ${serviceArea.name} for TV mounting, furniture assembly, home cleaning, drywall and more. ${capitalize(offers)}. Book online.`;
}

/** The about page's "Why Choose Us" checklist (five points). */
export function aboutChecklist(facts: BusinessFacts): string[] {
  const phrase = credentialPhrase(facts);
  const professionals = phrase ? `${phrase} professionals` : "local professionals";
  return [
    facts.vetting ? `Vetted, ${professionals}: ${facts.vetting}` : capitalize(professionals),
    facts.sameDayVisits ? `Same-day availability across ${serviceArea.name}` : `Open ${company.hours.label}`,
    facts.publishedPrices ? "Transparent upfront pricing with no hidden fees" : "A quote before any work starts",
    facts.guarantee ? "100% satisfaction guarantee on our workmanship (terms below)" : "A full clean-up after every job",
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
    facts.license && facts.bonded ? "We carry the contractor's bond the CSLB requires, shown on the licence look-up." : null,
    years !== null && facts.foundedYear ? `In business since ${facts.foundedYear} (${years} years).` : null,
  ].filter((line): line is string => line !== null);
}

/** The testimonials section's subtitle. */
export function reviewsSubtitle(facts: BusinessFacts): string {
  const { rating } = facts;
  if (!rating) return `What homeowners across ${serviceArea.name} tell us after the job.`;
  return `Rated ${rating.value.toFixed(1)} out of 5 from ${rating.count} reviews on ${rating.source}.`;
}

/** The footer's line of credentials, each with its link (empty when no fact is set). */
export function footerCredentials(facts: BusinessFacts): { text: string; href?: string }[] {
  return [
    facts.license ? { text: `CSLB licence #${facts.license.number}`, href: licenseLookupUrl(facts.license.number) } : null,
    facts.insurance ? { text: `${facts.insurance.kind} insurance` } : null,
    facts.license && facts.bonded ? { text: "Bonded" } : null,
    facts.rating
      ? { text: `Rated ${facts.rating.value.toFixed(1)}/5 (${facts.rating.count} reviews on ${facts.rating.source})`, href: facts.rating.url }
      : null,
  ].filter((item): item is { text: string; href?: string } => item !== null);
}

/** Every trust claim's words, in one language: the same functions of the same facts. */
export type TrustWords = {
  trustItems: typeof trustItems;
  trustSubtitle: typeof trustSubtitle;
  cityBenefits: typeof cityBenefits;
  whyChooseItems: typeof whyChooseItems;
  guaranteeTerms: typeof guaranteeTerms;
  bookingPoints: typeof bookingPoints;
  heroPoints: typeof heroPoints;
  heroText: typeof heroText;
  homeDescription: typeof homeDescription;
  aboutChecklist: typeof aboutChecklist;
  aboutFacts: typeof aboutFacts;
  reviewsSubtitle: typeof reviewsSubtitle;
  footerCredentials: typeof footerCredentials;
};

export const trustWords: TrustWords = {
  trustItems,
  trustSubtitle,
  cityBenefits,
  whyChooseItems,
  guaranteeTerms,
  bookingPoints,
  heroPoints,
  heroText,
  homeDescription,
  aboutChecklist,
  aboutFacts,
  reviewsSubtitle,
  footerCredentials,
};

