import { LANGS, localePath, type Lang } from "./i18n";

/**
 * Company facts and the lists every page, the navigation, the sitemap and the
 * structured data read. A new service or city is one entry here.
 */
export const company = {
  name: "Pacific Crest Handyman",
  shortName: "Pacific Crest",
  phone: "(818) 555-0142",
  phoneE164: "+18185550142",
  email: "hello@pacificcresthandyman.com",
  region: "Greater Los Angeles",
  hours: { days: "Monday to Saturday", opens: "08:00", closes: "18:00", label: "Mon–Sat, 8:00 AM – 6:00 PM" },
  contactPromiseHours: 24,
  priceRange: "Contact for quote",
} as const;

/**
 * The business facts behind the site's trust claims. A claim ("licensed", "insured", a rating,
 * years in business) is shown, and put in the structured data, only when its fact is set here.
 * Leave a fact undefined until it is true and can be checked; never fill it with a guess.
 */
export type BusinessFacts = {
  /** The name on the licence and insurance documents. */
  legalName?: string;
  /** California contractor's licence (CSLB); pages link to the board's public look-up. */
  license?: { number: string; classification: string };
  /** Liability insurance in force, e.g. { kind: "General liability", carrier: "…" }. */
  insurance?: { kind: string; carrier?: string };
  /** Whether the business carries a contractor's bond (CSLB requires one with the licence). */
  bonded?: boolean;
  /** The year the business started (years in business are counted from it). */
  foundedYear?: number;
  /** The public rating: value out of 5, number of reviews and where they were left. */
  rating?: { value: number; count: number; source: string; url: string };
  /** How every technician is checked before a first job; "vetted" is said only when this is set. */
  vetting?: string;
  /**
   * The satisfaction guarantee, shown whole on /about#guarantee; every page that names the
   * guarantee links there. Without it no page promises one.
   */
  guarantee?: { title: string; terms: string[] };
  /**
   * Whether the schedule offers same-day arrival windows: "same-day" is said only when true.
   * Until the booking offers arrival windows itself, this flag is the schedule's word.
   */
  sameDayVisits?: boolean;
  /** Whether the site publishes prices: "upfront pricing" is said only then (now: "Contact for quote"). */
  publishedPrices?: boolean;
  /** The owner, named on /about; `photo` is a file in content/photos/ (decision 019). */
  owner?: Person;
  /** The team shown on /about under the owner, in this order. */
  team?: Person[];
};

/** Someone the About page names: a photo file in content/photos/ when there is one. */
export type Person = { name: string; role: string; bio?: string; photo?: string };

export const facts: BusinessFacts = {
  guarantee: {
    title: "Our Workmanship Guarantee",
    terms: [
      "If something we did isn't right, tell us and we come back and make it right, at no charge for the labour.",
      "It covers our workmanship on the job we quoted: not parts or materials you supplied, wear, or damage after the visit.",
      "Call or e-mail us with your request's reference code (on your confirmation) and we agree a visit with you.",
    ],
  },
  sameDayVisits: false,
  publishedPrices: false,
};

/** The privacy policy (/privacy): the day its current wording took effect. Change it with the wording. */
export const privacyPolicy = { effective: "2026-11-28" } as const;

export type ServiceSlug =
  | "tv-mounting"
  | "furniture-assembly"
  | "drywall-repair"
  | "home-cleaning"
  | "light-fixture-installation"
  | "caulking"
  | "gutter-cleaning"
  | "smart-home-setup"
  | "door-lock-repair";

/** The nine services, in the header submenu's order. */
export const serviceNav: { slug: ServiceSlug; label: string }[] = [
  { slug: "tv-mounting", label: "TV Mounting" },
  { slug: "furniture-assembly", label: "Furniture Assembly" },
  { slug: "drywall-repair", label: "Drywall Repair" },
  { slug: "home-cleaning", label: "Home Cleaning" },
  { slug: "light-fixture-installation", label: "Light Fixture Installation" },
  { slug: "caulking", label: "Caulking" },
  { slug: "gutter-cleaning", label: "Gutter Cleaning" },
  { slug: "smart-home-setup", label: "Smart Home Setup" },
  { slug: "door-lock-repair", label: "Door & Lock Repair" },
];

export type CitySlug =
  "pasadena" | "glendale" | "santa-monica" | "burbank" | "west-hollywood" | "thousand-oaks" | "malibu";

/** Every place on the site that shows a picture: an illustration (app/content/pictures.ts) or the company's photo (app/content/photos.ts). */
export type PictureKey =
  | "hero"
  | "about"
  | "step-booking"
  | "step-arrival"
  | "step-done"
  | "custom-tasks"
  | `service-${ServiceSlug}`
  | `city-${CitySlug}`;

/**
 * The twelve service areas, in the home page's order. Inactive ones show '(Soon)'. This list is
 * the one fact of where the company works: the headline, the areas grid, the footer, the
 * structured data's `areaServed`, the service pages' "in …" and the booking's address hint read
 * it (through `serviceArea`), so no page claims a place another lists as coming soon (decision 059).
 */
export const serviceAreas: { name: string; slug: string; active: boolean; nameEs?: string }[] = [
  { name: "Pasadena", slug: "pasadena", active: true },
  { name: "Glendale", slug: "glendale", active: true },
  { name: "Santa Monica", slug: "santa-monica", active: true },
  { name: "Burbank", slug: "burbank", active: true },
  { name: "West Hollywood", slug: "west-hollywood", active: true },
  { name: "Thousand Oaks", slug: "thousand-oaks", active: true },
  { name: "Malibu", slug: "malibu", active: true },
  // The city, named as such: the region the pages name (Greater Los Angeles) is served (issue 42).
  { name: "City of Los Angeles", nameEs: "Ciudad de Los Ángeles", slug: "los-angeles", active: false },
  { name: "Long Beach", slug: "long-beach", active: false },
  { name: "Beverly Hills", slug: "beverly-hills", active: false },
  { name: "Culver City", slug: "culver-city", active: false },
  { name: "Manhattan Beach", slug: "manhattan-beach", active: false },
];

/** The active areas: the places the company serves today. */
export const activeAreas = serviceAreas.filter((area) => area.active);

/**
 * What the pages call the area served. `name` is the headline's and the service pages' "in …":
 * the region the active areas lie in, never a place listed as coming soon (Los Angeles the city
 * is one, decision 059). The booking's address hint is in an active area.
 */
export const serviceArea = {
  name: company.region,
  addressExample: { street: "123 Main St", area: "Pasadena", zip: "91101" },
} as const;

/** The word before a list's last item, in each language. */
const AND: Record<Lang, string> = { en: "and", es: "y" };

/** "Pasadena, Glendale, … and Malibu" ("… y Malibu"): the active areas in words. */
export const activeAreaNames = (lang: Lang = "en"): string => {
  const names = activeAreas.map((area) => area.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ${AND[lang]} ${names.at(-1)}` : (names[0] ?? "");
};

/** A link of the header or footer: its English path (a Spanish page links the same path under /es). */
export type NavItem = { label: string; to: string; submenu?: boolean };

/** The header's links, in order; Services carries the submenu of `serviceNav`. */
/** The status page opened on its look-up form, not on "Request ID is missing" (app/routes/status.tsx). */
export const TRACK_REQUEST_PATH = "/status?find";

export const mainNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services", submenu: true },
  { label: "How It Works", to: "/#how-it-works" },
  { label: "About Us", to: "/about" },
  { label: "Testimonials", to: "/#testimonials" },
  /** The way back to a request without its link: the look-up form (issue 40 §2). */
  { label: "Track my request", to: TRACK_REQUEST_PATH },
];

/** The footer's quick links. */
export const footerNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Top Services", to: "/#services" },
  { label: "About Us", to: "/about" },
  { label: "How It Works", to: "/#how-it-works" },
  { label: "Testimonials", to: "/#testimonials" },
  { label: "Book", to: "/book" },
  { label: "Privacy", to: "/privacy" },
];

/** The company's words a page shows, in one language: the region, the hours and the price. */
export type CompanyWords = {
  /** The area served in a sentence ("Greater Los Angeles"). */
  region: string;
  /** The area served in a title. */
  regionTitle: string;
  hours: { days: string; label: string };
  priceRange: string;
};

/** The footer's three featured service links. */
export const footerServices: ServiceSlug[] = ["tv-mounting", "furniture-assembly", "home-cleaning"];

/** The choice for a job none of the nine services names. */
export const OTHER_SERVICE = { slug: "something-else", label: "Something else" } as const;

/**
 * A service's id is its slug everywhere in the code: in /services/<slug>, in /book?service=<slug>,
 * in a lead's `service` column and as the booking form's `serviceType` value (the spec's names).
 */
export type BookableService = { slug: ServiceSlug | typeof OTHER_SERVICE.slug; label: string };

/**
 * What the booking and quote forms offer: the nine services the site sells plus "Something
 * else". The slug is what a lead stores; `serviceLabel` turns it back into words.
 */
export const bookableServices: BookableService[] = [...serviceNav, OTHER_SERVICE];

/**
 * The services a booking may ask to repeat (weekly, every two weeks or monthly; issue 40 §4):
 * Home Cleaning, whose pages offer those schedules. The booking form offers "How often" for these only.
 */
export const repeatingServices: readonly ServiceSlug[] = ["home-cleaning"];

/** Whether a booking for this service may ask for a repeat. */
export function offersRepeat(slug: string | null | undefined): boolean {
  return repeatingServices.some((service) => service === slug);
}

/** The bookable service with this slug (a /book?service= parameter), or undefined. */
export function findBookableService(slug: string | null | undefined): BookableService | undefined {
  return slug ? bookableServices.find((service) => service.slug === slug) : undefined;
}

/** The services' names in Spanish (docs/glossary-es.md). */
const SPANISH_SERVICE_LABELS: Record<BookableService["slug"], string> = {
  "tv-mounting": "Instalación de TV en pared",
  "furniture-assembly": "Armado de muebles",
  "drywall-repair": "Reparación de drywall",
  "home-cleaning": "Limpieza del hogar",
  "light-fixture-installation": "Instalación de lámparas",
  caulking: "Sellado y calafateo",
  "gutter-cleaning": "Limpieza de canaletas",
  "smart-home-setup": "Instalación de hogar inteligente",
  "door-lock-repair": "Reparación de puertas y cerraduras",
  "something-else": "Otro trabajo",
};

/**
 * A service's label in `lang`, the one look-up: a lead stores the slug (tv-mounting), older quote
 * leads what the visitor typed (shown as typed in either language).
 */
export function serviceLabel(slug: string, lang: Lang = "en"): string {
  const service = findBookableService(slug);
  if (!service) return slug;
  return SERVICE_LABELS[lang](service);
}

/** A bookable service's label in each language: the spec's English, or the glossary's words. */
const SERVICE_LABELS: Record<Lang, (service: BookableService) => string> = {
  en: (service) => service.label,
  es: (service) => SPANISH_SERVICE_LABELS[service.slug],
};

/** The catalogue's service a lead names (its slug); none for a quote's own words or "Something else". */
export function catalogueServiceSlug(service: string): ServiceSlug | null {
  const entry = findBookableService(service);
  return entry && entry.slug !== OTHER_SERVICE.slug ? entry.slug : null;
}

/** What the booking and quote forms offer, named in `lang`. */
export function bookableServicesIn(lang: Lang): BookableService[] {
  return bookableServices.map((service) => ({ slug: service.slug, label: serviceLabel(service.slug, lang) }));
}

/** The booking page with a service chosen: where a service's "Book" buttons lead. */
export function bookingPath(service?: BookableService["slug"]): string {
  return service ? `/book?service=${service}` : "/book";
}

/** The query parameters a pre-rendered page reads on the server: with one of them, the page is rendered per request. */
export const prerenderedPageParameters: Record<string, string[]> = Object.fromEntries(
  LANGS.map((lang) => [localePath(lang, "/book"), ["service"]]),
);

/** Every marketing URL: pre-rendered at build time and listed in the sitemap. */
export const marketingPaths: string[] = [
  "/",
  "/about",
  "/services",
  ...serviceNav.map((service) => `/services/${service.slug}`),
  ...activeAreas.map((area) => `/locations/${area.slug}`),
  "/book",
  "/privacy",
];

/** Every marketing page in every language (decision 069): /about and /es/about. */
export const localizedMarketingPaths: string[] = LANGS.flatMap((lang) => marketingPaths.map((path) => localePath(lang, path)));

export const prerenderPaths = localizedMarketingPaths;
