import { isCalendarDate, WEEKDAYS } from "~/utils/dates";
import { emailField, plainTextField, z } from "~/utils/zod";
import { phoneDigits } from "~/utils/phone";
import { company, serviceAreas } from "~/content/site";
import { companyWordsEs } from "~/content/es/site";
import { cityPageSlugs } from "~/content/cities";
import { parseDollars } from "~/utils/money";
import type { ServicePrice } from "~/content/prices";
import { parseZipRanges, pricedServices, type BusinessArea, type BusinessProfile, type ProfilePerson } from "./profile";
import { SOCIAL_NETWORKS } from "~/content/business-view";

/**
 * The Business page's forms (/admin/business), one per section, told apart by `intent`. One
 * schema for the browser and the server; the server's answer is the truth. Each section's
 * value becomes its part of the profile (`sectionOf`).
 */

export const BUSINESS_MESSAGES = {
  markup: "Please write plain text: no HTML, entities or links in this field.",
  tooLong: "This text is too long.",
  licenseNumber: "A licence number is digits only, such as 1012345 (5 to 8 digits).",
  licenseClass: "Please enter the licence's classification, such as B – General Building.",
  insuranceKind: "Please enter the kind of insurance, such as General liability, in English and Spanish.",
  insuranceExpires: "Please enter the date the insurance policy expires.",
  foundedYear: `Please enter the year the business started, from 1900 to ${new Date().getFullYear()}.`,
  ownerName: "Please enter the owner's name.",
  role: "Please enter the role in English and Spanish.",
  personName: "Please enter this team member's name, or clear the whole row.",
  guaranteeTitle: "Please enter the guarantee's title in English and Spanish.",
  guaranteeTerms: "Please enter the guarantee's terms (one per line) in English and Spanish.",
  phone: "Please enter a 10-digit US phone number, such as (818) 555-0142.",
  email: "Please enter a valid e-mail address.",
  hours: "Please describe the hours in English and Spanish.",
  weekdays: "Please choose at least one day the office works.",
  time: "Please enter a time such as 08:00.",
  closesBeforeOpens: "The office must close after it opens.",
  street: "Please enter the street address, or choose “Service-area business”.",
  city: "Please enter the city.",
  zip: "Please enter a five-digit ZIP code.",
  url: "Please enter the profile's full address, starting with https://.",
  regionNamesSoon: (place: string) => `The site's headline names ${place}: it cannot be listed as coming soon.`,
  cityPageSoon: (place: string) => `${place} has its own page on the site, which says you serve it: it cannot be listed as coming soon.`,
  zips: "Please list five-digit ZIP codes or ranges, separated by commas, such as 91101-91107, 91109.",
  activeWithoutZips: "An active area needs its ZIP codes, so bookings from it are recognised.",
  noActiveArea: "At least one area must be active.",
  price: "Please enter a price such as 89 or 89.50.",
  minimumHours: "Please enter the minimum hours, from 1 to 8.",
} as const;

const text = (max: number) => plainTextField(max, BUSINESS_MESSAGES.tooLong, BUSINESS_MESSAGES.markup);
const checkbox = z.literal("on").optional();
const time = z.string({ error: BUSINESS_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, BUSINESS_MESSAGES.time);
const absentIs = (value: string) => value.length === 0;

// ————— Credentials —————
export const credentialsSchema = z
  .object({
    intent: z.literal("credentials"),
    legalName: text(120).default(""),
    licenseNumber: z.string().trim().default("").refine((value) => absentIs(value) || /^\d{5,8}$/.test(value), BUSINESS_MESSAGES.licenseNumber),
    licenseClass: text(80).default(""),
    insuranceKindEn: text(80).default(""),
    insuranceKindEs: text(80).default(""),
    insuranceCarrier: text(80).default(""),
    insuranceExpires: z.string().trim().default("").refine((value) => absentIs(value) || isCalendarDate(value), BUSINESS_MESSAGES.insuranceExpires),
    bonded: checkbox,
    foundedYear: z
      .string()
      .trim()
      .default("")
      .refine((value) => absentIs(value) || (/^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= new Date().getFullYear()), BUSINESS_MESSAGES.foundedYear),
  })
  .superRefine((value, context) => {
    if (value.licenseNumber && !value.licenseClass) context.addIssue({ code: "custom", path: ["licenseClass"], message: BUSINESS_MESSAGES.licenseClass });
    const insurance = [value.insuranceKindEn, value.insuranceKindEs, value.insuranceCarrier, value.insuranceExpires].some(Boolean);
    if (insurance && (!value.insuranceKindEn || !value.insuranceKindEs)) context.addIssue({ code: "custom", path: ["insuranceKindEn"], message: BUSINESS_MESSAGES.insuranceKind });
    if (insurance && !value.insuranceExpires) context.addIssue({ code: "custom", path: ["insuranceExpires"], message: BUSINESS_MESSAGES.insuranceExpires });
  });

// ————— People —————
/** Team members the form offers rows for (an empty row is no one). */
export const TEAM_ROWS = 3;
const personFields = (prefix: string) => ({
  [`${prefix}Name`]: text(80).default(""),
  [`${prefix}RoleEn`]: text(80).default(""),
  [`${prefix}RoleEs`]: text(80).default(""),
  [`${prefix}BioEn`]: text(600).default(""),
  [`${prefix}BioEs`]: text(600).default(""),
});
export const teamPrefix = (row: number) => `team${row + 1}`;

export const peopleSchema = z
  .object({
    intent: z.literal("people"),
    ...personFields("owner"),
    removeOwnerPhoto: checkbox,
    ...Object.assign({}, ...Array.from({ length: TEAM_ROWS }, (_, row) => personFields(teamPrefix(row)))),
  })
  .superRefine((value, context) => {
    const read = value as Record<string, string | undefined>;
    const check = (prefix: string, required: boolean) => {
      const filled = ["Name", "RoleEn", "RoleEs", "BioEn", "BioEs"].some((field) => read[`${prefix}${field}`]);
      if (!filled && !required) return;
      if (!read[`${prefix}Name`]) context.addIssue({ code: "custom", path: [`${prefix}Name`], message: prefix === "owner" ? BUSINESS_MESSAGES.ownerName : BUSINESS_MESSAGES.personName });
      if (!read[`${prefix}RoleEn`] || !read[`${prefix}RoleEs`]) context.addIssue({ code: "custom", path: [`${prefix}RoleEn`], message: BUSINESS_MESSAGES.role });
    };
    check("owner", ["Name", "RoleEn", "RoleEs", "BioEn", "BioEs"].some((field) => read[`owner${field}`]));
    for (let row = 0; row < TEAM_ROWS; row++) check(teamPrefix(row), false);
  });

// ————— Promises —————
export const promisesSchema = z
  .object({
    intent: z.literal("promises"),
    guarantee: checkbox,
    guaranteeTitleEn: text(120).default(""),
    guaranteeTitleEs: text(120).default(""),
    guaranteeTermsEn: text(2000).default(""),
    guaranteeTermsEs: text(2000).default(""),
    sameDayVisits: checkbox,
    publishedPrices: checkbox,
  })
  .superRefine((value, context) => {
    if (!value.guarantee) return;
    if (!value.guaranteeTitleEn || !value.guaranteeTitleEs) context.addIssue({ code: "custom", path: ["guaranteeTitleEn"], message: BUSINESS_MESSAGES.guaranteeTitle });
    if (!value.guaranteeTermsEn || !value.guaranteeTermsEs) context.addIssue({ code: "custom", path: ["guaranteeTermsEn"], message: BUSINESS_MESSAGES.guaranteeTerms });
  });

// ————— Contact —————
export const socialField = (network: string) => `social_${network}`;

export const contactSchema = z
  .object({
    intent: z.literal("contact"),
    phone: z.string({ error: BUSINESS_MESSAGES.phone }).trim().refine((value) => phoneDigits(value).length === 10 && /^[\d\s()+.-]+$/.test(value), BUSINESS_MESSAGES.phone),
    email: emailField(BUSINESS_MESSAGES.email),
    hoursDaysEn: text(60).min(1, BUSINESS_MESSAGES.hours),
    hoursDaysEs: text(60).min(1, BUSINESS_MESSAGES.hours),
    hoursLabelEn: text(80).min(1, BUSINESS_MESSAGES.hours),
    hoursLabelEs: text(80).min(1, BUSINESS_MESSAGES.hours),
    ...Object.fromEntries(WEEKDAYS.map((day) => [day.name, checkbox])),
    opens: time,
    closes: time,
    addressKind: z.enum(["service-area", "storefront"]).default("service-area"),
    street: text(120).default(""),
    city: text(60).default(""),
    zip: z.string().trim().default("").refine((value) => absentIs(value) || /^\d{5}$/.test(value), BUSINESS_MESSAGES.zip),
    ...Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        socialField(network),
        z
          .string()
          .trim()
          .max(300, BUSINESS_MESSAGES.url)
          .default("")
          .refine((value) => absentIs(value) || (URL.canParse(value) && new URL(value).protocol === "https:" && !/[<>"]/.test(value)), BUSINESS_MESSAGES.url),
      ]),
    ),
  })
  .superRefine((value, context) => {
    const read = value as Record<string, unknown>;
    if (!WEEKDAYS.some((day) => read[day.name])) context.addIssue({ code: "custom", path: ["monday"], message: BUSINESS_MESSAGES.weekdays });
    if (value.closes <= value.opens) context.addIssue({ code: "custom", path: ["closes"], message: BUSINESS_MESSAGES.closesBeforeOpens });
    if (value.addressKind === "storefront") {
      if (!value.street) context.addIssue({ code: "custom", path: ["street"], message: BUSINESS_MESSAGES.street });
      if (!value.city) context.addIssue({ code: "custom", path: ["city"], message: BUSINESS_MESSAGES.city });
      if (!value.zip) context.addIssue({ code: "custom", path: ["zip"], message: BUSINESS_MESSAGES.zip });
    }
  });

// ————— Service areas —————
export const areaStateField = (slug: string) => `area_${slug}_state`;
export const areaZipsField = (slug: string) => `area_${slug}_zips`;

export const areasSchema = z
  .object({
    intent: z.literal("areas"),
    ...Object.fromEntries(
      serviceAreas.flatMap((area) => [
        [areaStateField(area.slug), z.enum(["active", "soon"]).default("soon")],
        [areaZipsField(area.slug), z.string().trim().max(600, BUSINESS_MESSAGES.zips).default("").refine((value) => parseZipRanges(value) !== null, BUSINESS_MESSAGES.zips)],
      ]),
    ),
  })
  .superRefine((value, context) => {
    const read = value as Record<string, string>;
    const areas = serviceAreas.map((area) => ({ ...area, active: read[areaStateField(area.slug)] === "active", zips: read[areaZipsField(area.slug)] ?? "" }));
    if (!areas.some((area) => area.active)) context.addIssue({ code: "custom", path: [areaStateField(areas[0]!.slug)], message: BUSINESS_MESSAGES.noActiveArea });
    for (const area of areas) {
      if (area.active && !(parseZipRanges(area.zips)?.length ?? 0)) context.addIssue({ code: "custom", path: [areaZipsField(area.slug)], message: BUSINESS_MESSAGES.activeWithoutZips });
    }
    for (const area of areas) {
      if (!area.active && cityPageSlugs.has(area.slug)) context.addIssue({ code: "custom", path: [areaStateField(area.slug)], message: BUSINESS_MESSAGES.cityPageSoon(area.name) });
    }
    const named = areaNamedSoon({ en: company.region, es: companyWordsEs.region }, areas);
    if (named) context.addIssue({ code: "custom", path: [areaStateField(areas.find((area) => area.name === named)!.slug)], message: BUSINESS_MESSAGES.regionNamesSoon(named) });
  });

/**
 * The first area listed as coming soon that the region's words name ("Greater Los Angeles" names
 * Los Angeles; "Los Ángeles" in Spanish too), or null: no page may say the company serves a place
 * another page lists as coming soon.
 */
export function areaNamedSoon(region: { en: string; es: string }, areas: Pick<BusinessArea, "name" | "active">[]): string | null {
  const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const words = fold(`${region.en} | ${region.es}`);
  return areas.find((area) => !area.active && words.includes(fold(area.name)))?.name ?? null;
}

// ————— Prices —————
export const priceKindField = (slug: string) => `price_${slug}_kind`;
export const priceAmountField = (slug: string) => `price_${slug}_amount`;
export const priceMinimumField = (slug: string) => `price_${slug}_minimum`;

export const pricesSchema = z
  .object({
    intent: z.literal("prices"),
    ...Object.fromEntries(
      pricedServices.flatMap((slug) => [
        [priceKindField(slug), z.enum(["none", "from", "hourly"]).default("none")],
        [priceAmountField(slug), z.string().trim().max(12, BUSINESS_MESSAGES.price).default("")],
        [priceMinimumField(slug), z.string().trim().max(2, BUSINESS_MESSAGES.minimumHours).default("")],
      ]),
    ),
  })
  .superRefine((value, context) => {
    const read = value as Record<string, string>;
    for (const slug of pricedServices) {
      const kind = read[priceKindField(slug)];
      if (kind === "none") continue;
      const cents = parseDollars(read[priceAmountField(slug)] ?? "");
      if (cents === undefined || cents <= 0 || cents > 10_000_000) context.addIssue({ code: "custom", path: [priceAmountField(slug)], message: BUSINESS_MESSAGES.price });
      if (kind === "hourly" && !/^[1-8]$/.test(read[priceMinimumField(slug)] ?? "")) context.addIssue({ code: "custom", path: [priceMinimumField(slug)], message: BUSINESS_MESSAGES.minimumHours });
    }
  });

/** A portrait for the owner (`who` = owner) or a team member (its row, 0 to 2), sent as a file of its own form. */
export const portraitSchema = z.object({
  intent: z.literal("portrait"),
  who: z.enum(["owner", ...Array.from({ length: TEAM_ROWS }, (_, row) => String(row))] as [string, ...string[]]),
  photo: z.file({ error: "Please choose a photo." }).refine((file) => file.size > 0, "Please choose a photo."),
});

export const businessPageSchema = z.discriminatedUnion("intent", [credentialsSchema, peopleSchema, promisesSchema, contactSchema, areasSchema, pricesSchema]);
export const BUSINESS_FORMS = [credentialsSchema, peopleSchema, promisesSchema, contactSchema, areasSchema, pricesSchema];

export const BUSINESS_SECTIONS = ["credentials", "people", "promises", "contact", "areas", "prices"] as const;
export type BusinessSection = (typeof BUSINESS_SECTIONS)[number];
/** A valid section form's value: its intent and its fields (the areas', prices' and team's names are built from lists). */
export type SectionValue = { intent: BusinessSection } & Record<string, unknown>;

/** The names of the sections, as the history shows them. */
export const SECTION_LABELS: Record<BusinessSection, string> = {
  credentials: "Licence, insurance and years",
  people: "Owner and team",
  promises: "Guarantee and promises",
  contact: "Contact, hours and address",
  areas: "Service areas",
  prices: "Prices",
};

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function personOf(read: Record<string, string | undefined>, prefix: string, photoId: string | null): ProfilePerson | null {
  if (!read[`${prefix}Name`]) return null;
  return {
    name: read[`${prefix}Name`]!,
    role: { en: read[`${prefix}RoleEn`] ?? "", es: read[`${prefix}RoleEs`] ?? "" },
    bio: { en: read[`${prefix}BioEn`] ?? "", es: read[`${prefix}BioEs`] ?? "" },
    photoId,
  };
}

/**
 * The profile with one section replaced by a valid form's value. `photos` carries the people's
 * photo ids: the owner's new one when a photo was uploaded, otherwise the current one.
 */
export function withSection(profile: BusinessProfile, value: SectionValue, photos: { owner?: string | null } = {}): BusinessProfile {
  const read = value as unknown as Record<string, string | undefined>;
  const v = (name: string) => read[name] ?? "";
  switch (value.intent as BusinessSection) {
    case "credentials":
      return {
        ...profile,
        legalName: v("legalName") || null,
        license: v("licenseNumber") ? { number: v("licenseNumber"), classification: v("licenseClass") } : null,
        insurance: v("insuranceExpires")
          ? { kind: { en: v("insuranceKindEn"), es: v("insuranceKindEs") }, carrier: v("insuranceCarrier"), expires: v("insuranceExpires") }
          : null,
        bonded: v("bonded") === "on",
        foundedYear: v("foundedYear") ? Number(v("foundedYear")) : null,
      };
    case "people": {
      const ownerPhoto = read.removeOwnerPhoto === "on" ? null : photos.owner !== undefined ? photos.owner : (profile.owner?.photoId ?? null);
      return {
        ...profile,
        owner: personOf(read, "owner", ownerPhoto),
        team: Array.from({ length: TEAM_ROWS }, (_, row) => personOf(read, teamPrefix(row), profile.team[row]?.photoId ?? null)).filter(
          (person): person is ProfilePerson => person !== null,
        ),
      };
    }
    case "promises":
      return {
        ...profile,
        guarantee: v("guarantee")
          ? { title: { en: v("guaranteeTitleEn"), es: v("guaranteeTitleEs") }, terms: { en: lines(v("guaranteeTermsEn")), es: lines(v("guaranteeTermsEs")) } }
          : null,
        sameDayVisits: v("sameDayVisits") === "on",
        publishedPrices: v("publishedPrices") === "on",
      };
    case "contact":
      return {
        ...profile,
        contact: {
          phone: v("phone"),
          email: v("email"),
          hours: {
            days: { en: v("hoursDaysEn"), es: v("hoursDaysEs") },
            label: { en: v("hoursLabelEn"), es: v("hoursLabelEs") },
            weekdays: WEEKDAYS.filter((day) => read[day.name] === "on").map((day) => day.iso),
            opens: v("opens"),
            closes: v("closes"),
          },
        },
        address: v("addressKind") === "storefront" ? { street: v("street"), city: v("city"), zip: v("zip") } : null,
        social: SOCIAL_NETWORKS.flatMap((network) => (read[socialField(network)] ? [{ network, url: read[socialField(network)]! }] : [])),
      };
    case "areas":
      return {
        ...profile,
        areas: serviceAreas.map((area) => ({
          slug: area.slug,
          name: area.name,
          active: read[areaStateField(area.slug)] === "active",
          zips: (parseZipRanges(read[areaZipsField(area.slug)] ?? "") ?? []).map(([from, to]) => (from === to ? from : `${from}-${to}`)).join(", "),
        })),
      };
    case "prices":
      return {
        ...profile,
        prices: Object.fromEntries(
          pricedServices.flatMap((slug): [string, ServicePrice][] => {
            const kind = read[priceKindField(slug)];
            const cents = parseDollars(read[priceAmountField(slug)] ?? "") ?? 0;
            if (kind === "from") return [[slug, { kind: "from", cents }]];
            if (kind === "hourly") return [[slug, { kind: "hourly", cents, minimumHours: Number(read[priceMinimumField(slug)]) }]];
            return [];
          }),
        ),
      };
  }
}

/** The part of the profile a section changes, for the history's before and after. */
export function sectionPart(profile: BusinessProfile, section: BusinessSection): unknown {
  const parts: Record<BusinessSection, () => unknown> = {
    credentials: () => ({ legalName: profile.legalName, license: profile.license, insurance: profile.insurance, bonded: profile.bonded, foundedYear: profile.foundedYear }),
    people: () => ({ owner: profile.owner, team: profile.team }),
    promises: () => ({ guarantee: profile.guarantee, sameDayVisits: profile.sameDayVisits, publishedPrices: profile.publishedPrices }),
    contact: () => ({ contact: profile.contact, address: profile.address, social: profile.social }),
    areas: () => ({ areas: profile.areas }),
    prices: () => ({ prices: profile.prices }),
  };
  return parts[section]();
}
