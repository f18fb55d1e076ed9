import type { Lang } from "~/content/i18n";
import { phoneDigits } from "~/utils/phone";
import type { ServicePrice } from "~/content/prices";
import { type PublicBusiness, type SocialProfile } from "~/content/business-view";
import { company, facts as defaultFacts, serviceAreas, serviceNav, type BusinessFacts, type Person, type ServiceSlug } from "~/content/site";
import { ZIP_AREAS } from "~/content/zip-areas";
import { companyWordsEs, guaranteeEs } from "~/content/es/site";

/**
 * The business profile the owner keeps in the admin (issue 42, decision 087): the facts behind
 * every trust claim, the people on /about, the promises, the contact details, the service areas
 * and the prices a homeowner sees. Stored as one document in PostgreSQL; app/content/site.ts only
 * gives a fresh install its defaults. Every page reads it through `publicBusiness`, which drops
 * what is not in force (an insurance past its expiry date).
 */

/** A text in each language the site speaks. */
export type Localized = Record<Lang, string>;


/** A place the company works, or will: its ZIP codes as ranges ("91101-91107, 91109"). */
export type BusinessArea = { slug: string; name: string; active: boolean; zips: string };

/** Someone the About page names; `photoId` is a photo of the photos domain. */
export type ProfilePerson = { name: string; role: Localized; bio: Localized; photoId: string | null };


export type BusinessProfile = {
  legalName: string | null;
  /** California contractor's licence (CSLB): digits, and its classification ("B – General Building"). */
  license: { number: string; classification: string } | null;
  /** Liability insurance: the claim is made only until `expires` (a calendar date, inclusive). */
  insurance: { kind: Localized; carrier: string; expires: string } | null;
  bonded: boolean;
  foundedYear: number | null;
  owner: ProfilePerson | null;
  team: ProfilePerson[];
  guarantee: { title: Localized; terms: Record<Lang, string[]> } | null;
  sameDayVisits: boolean;
  publishedPrices: boolean;
  /** How customers reach the office; `hours` in words for each language, and as days and times for search engines. */
  contact: {
    phone: string;
    email: string;
    hours: { days: Localized; label: Localized; weekdays: number[]; opens: string; closes: string };
  };
  /** A street address customers may visit, or null: a service-area business shows no street. */
  address: { street: string; city: string; zip: string } | null;
  social: SocialProfile[];
  areas: BusinessArea[];
  prices: Partial<Record<ServiceSlug, ServicePrice>>;
};

/** How the ranges of app/content/zip-areas.ts read in the admin's ZIP field. */
export function zipRangesText(ranges: [string, string][]): string {
  return ranges.map(([from, to]) => (from === to ? from : `${from}-${to}`)).join(", ");
}

/** A fresh install's profile: the defaults of app/content/site.ts, nothing invented. */
export const DEFAULT_PROFILE: BusinessProfile = {
  legalName: defaultFacts.legalName ?? null,
  license: defaultFacts.license ?? null,
  insurance: null,
  bonded: false,
  foundedYear: defaultFacts.foundedYear ?? null,
  owner: null,
  team: [],
  guarantee: defaultFacts.guarantee
    ? {
        title: { en: defaultFacts.guarantee.title, es: guaranteeEs.title },
        terms: { en: defaultFacts.guarantee.terms, es: guaranteeEs.terms },
      }
    : null,
  sameDayVisits: defaultFacts.sameDayVisits ?? false,
  publishedPrices: defaultFacts.publishedPrices ?? false,
  contact: {
    phone: company.phone,
    email: company.email,
    hours: {
      days: { en: company.hours.days, es: companyWordsEs.hours.days },
      label: { en: company.hours.label, es: companyWordsEs.hours.label },
      weekdays: [1, 2, 3, 4, 5, 6],
      opens: company.hours.opens,
      closes: company.hours.closes,
    },
  },
  address: null,
  social: [],
  areas: serviceAreas.map(({ slug, name, active }) => ({
    slug,
    name,
    active,
    zips: zipRangesText(ZIP_AREAS.find((entry) => entry.slug === slug)?.ranges ?? []),
  })),
  prices: {},
};

/** The five-digit ZIP ranges a ZIP field holds ("91101-91107, 91109"), or null when one is malformed. */
export function parseZipRanges(text: string): [string, string][] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  const ranges: [string, string][] = [];
  for (const part of parts) {
    const match = /^(\d{5})(?:-(\d{5}))?$/.exec(part);
    if (!match) return null;
    const from = match[1]!;
    const to = match[2] ?? from;
    if (to < from) return null;
    ranges.push([from, to]);
  }
  return ranges;
}

/** Whether a ZIP (or ZIP+4) lies in the ranges served; null when the ZIP is not five digits. */
export function zipServed(zip: string, servedZips: [string, string][]): boolean | null {
  const code = /^(\d{5})(-\d{4})?$/.exec(zip.trim())?.[1];
  if (!code) return null;
  return servedZips.some(([from, to]) => code >= from && code <= to);
}

/** A person in one language, as the trust claims and the About page take them. */
function personIn(person: ProfilePerson, lang: Lang): Person {
  return { name: person.name, role: person.role[lang] || person.role.en, bio: person.bio[lang] || person.bio.en || undefined, photo: person.photoId ?? undefined };
}

/** Whether the insurance is in force on `today` (a yyyy-mm-dd date in Los Angeles). */
export const insuranceInForce = (profile: Pick<BusinessProfile, "insurance">, today: string): boolean =>
  Boolean(profile.insurance && profile.insurance.expires >= today);

/**
 * The facts the trust claims are made from, in `lang`, as of `today`: an insurance past its expiry
 * date is no longer claimed; a guarantee, roles and bios in the page's language.
 */
export function factsIn(profile: BusinessProfile, lang: Lang, today: string): BusinessFacts {
  const insurance = profile.insurance && insuranceInForce(profile, today) ? profile.insurance : null;
  return {
    legalName: profile.legalName ?? undefined,
    license: profile.license ?? undefined,
    insurance: insurance ? { kind: insurance.kind[lang] || insurance.kind.en, carrier: insurance.carrier || undefined } : undefined,
    bonded: profile.bonded || undefined,
    foundedYear: profile.foundedYear ?? undefined,
    guarantee: profile.guarantee ? { title: profile.guarantee.title[lang], terms: profile.guarantee.terms[lang] } : undefined,
    sameDayVisits: profile.sameDayVisits,
    publishedPrices: profile.publishedPrices,
    owner: profile.owner ? personIn(profile.owner, lang) : undefined,
    team: profile.team.map((person) => personIn(person, lang)),
  };
}

export function publicBusinessOf(profile: BusinessProfile, lang: Lang, today: string): PublicBusiness {
  return {
    facts: factsIn(profile, lang, today),
    contact: {
      phone: profile.contact.phone,
      phoneE164: `+1${phoneDigits(profile.contact.phone)}`,
      email: profile.contact.email,
      hours: { ...profile.contact.hours, days: profile.contact.hours.days[lang], label: profile.contact.hours.label[lang] },
    },
    areas: profile.areas.map(({ slug, name, active }) => ({ slug, name: lang === "es" ? (serviceAreas.find((area) => area.slug === slug)?.nameEs ?? name) : name, active })),
    servedZips: profile.areas.flatMap((area) => (area.active ? (parseZipRanges(area.zips) ?? []) : [])),
    address: profile.address,
    social: profile.social,
    prices: profile.publishedPrices ? profile.prices : {},
  };
}

/** One item of the dashboard's onboarding checklist: what it asks for and whether it is done. */
export type ChecklistItem = { key: string; label: string; done: boolean; href: string };

/** The onboarding checklist (issue 42 §1): the nine facts a homeowner checks, set or still missing. */
export function onboardingChecklist(profile: BusinessProfile, jobPhotos: number, today: string): ChecklistItem[] {
  const at = (section: string) => `/admin/business#${section}`;
  return [
    { key: "legal-name", label: "add your legal business name", done: Boolean(profile.legalName), href: at("credentials") },
    { key: "license", label: "add your licence number", done: Boolean(profile.license), href: at("credentials") },
    { key: "insurance", label: "add your liability insurance", done: insuranceInForce(profile, today), href: at("credentials") },
    { key: "founded", label: "say when the business started", done: profile.foundedYear !== null, href: at("credentials") },
    { key: "owner", label: "introduce the owner", done: Boolean(profile.owner), href: at("people") },
    { key: "owner-photo", label: "add the owner's photo", done: Boolean(profile.owner?.photoId), href: at("people") },
    { key: "prices", label: "publish a price for a service", done: profile.publishedPrices && Object.keys(profile.prices).length > 0, href: at("prices") },
    { key: "photos", label: "upload photos of your work", done: jobPhotos > 0, href: "/admin/photos" },
    { key: "social", label: "link a review or social profile", done: profile.social.length > 0, href: at("contact") },
  ];
}

/** The services a price can be set on, in the catalogue's order. */
export const pricedServices: readonly ServiceSlug[] = serviceNav.map((service) => service.slug);
