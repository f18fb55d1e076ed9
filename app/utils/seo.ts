import type { MetaDescriptor } from "react-router";
import { type City } from "~/content/cities";
import type { Faq, Service } from "~/content/services";
import { company, serviceLabel, serviceNav, type BusinessFacts } from "~/content/site";
import { priceText } from "~/content/prices";
import type { PublicBusiness } from "~/content/business-view";
import { licenseLookupUrl, yearsInBusiness } from "~/content/trust";
import { LANGS, type Lang } from "~/content/i18n";
import { htmlLang, localePath } from "~/utils/i18n";
import { cityPageTextIn } from "~/content/localized/cities";
import { companyWordsIn } from "~/content/localized/site";

export const DEFAULT_SHARE_IMAGE = "/images/og-image.png";

type JsonLdNode = Record<string, unknown>;

export type PageSeo = {
  /** The site's origin, without a trailing slash (siteUrl() in the route's loader). */
  siteUrl: string;
  /** The page's English path, e.g. "/about": the Spanish page's is the same under /es (decision 069). */
  path: string;
  /** The page's language (English when not given); both languages are named as alternates. */
  lang?: Lang;
  title: string;
  description: string;
  image?: string;
  imageAlt?: string;
  /** Extra structured-data nodes for this page; the business and organization are always added. */
  jsonLd?: JsonLdNode[];
  /** Extra properties of the business node (the home page's catalogue). */
  business?: JsonLdNode;
  /** The business profile in the page's language (decision 087): the business node's facts, contact and areas. */
  profile: PublicBusiness;
};

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path === "/" ? "/" : path}`;
}

/** The words the metadata makes itself, in each language: the share image's alt text and the service catalogue's name. */
const SEO_WORDS: Record<Lang, { imageAlt: (region: string) => string; catalogue: string }> = {
  en: { imageAlt: (region) => `${company.name}: handyman services in ${region}`, catalogue: "Handyman and home services" },
  es: { imageAlt: (region) => `${company.name}: servicios de handyman en ${region}`, catalogue: "Servicios de handyman y para el hogar" },
};

/**
 * Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. Loaders build
 * it on the server (at build time for pre-rendered pages) and `meta` returns it, so neither these
 * builders nor the content they read are shipped to the browser.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const lang = seo.lang ?? "en";
  const url = absoluteUrl(seo.siteUrl, localePath(lang, seo.path));
  const image = absoluteUrl(seo.siteUrl, seo.image ?? DEFAULT_SHARE_IMAGE);
  const imageAlt = seo.imageAlt ?? SEO_WORDS[lang].imageAlt(companyWordsIn(lang).region);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(seo.siteUrl, seo.path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: htmlLang(lang).replace("-", "_") },
    ...LANGS.filter((other) => other !== lang).map((other) => ({ property: "og:locale:alternate", content: htmlLang(other).replace("-", "_") })),
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [
          { ...businessJsonLd(seo.siteUrl, seo.profile, lang), ...seo.business },
          organizationJsonLd(seo.siteUrl, seo.profile),
          { "@type": "WebPage", "@id": url, url, name: seo.title, description: seo.description, inLanguage: htmlLang(lang) },
          ...(seo.jsonLd ?? []),
        ],
      },
    },
  ];
}

/** The page in every language, and x-default (the English page), each page naming the others (decision 069). */
export function alternateLinks(siteUrl: string, path: string): MetaDescriptor[] {
  return [
    ...LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: htmlLang(lang), href: absoluteUrl(siteUrl, localePath(lang, path)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, path) },
  ];
}

const businessId = (siteUrl: string) => `${siteUrl}/#business`;
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The areas served (the profile's active ones), as schema.org cities. */
export function areaServedJsonLd(profile: Pick<PublicBusiness, "areas">): JsonLdNode[] {
  return profile.areas.filter((area) => area.active).map((area) => ({ "@type": "City", name: `${area.name}, CA` }));
}

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The business's checkable facts as schema.org properties: only those that are set. */
export function businessFactsJsonLd(facts: BusinessFacts, now: Date = new Date()): JsonLdNode {
  const years = yearsInBusiness(facts, now);
  return {
    ...(facts.legalName ? { legalName: facts.legalName } : {}),
    ...(facts.foundedYear && years !== null ? { foundingDate: String(facts.foundedYear) } : {}),
    ...(facts.license
      ? {
          hasCredential: {
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "license",
            name: `California contractor's licence #${facts.license.number} (${facts.license.classification})`,
            recognizedBy: { "@type": "GovernmentOrganization", name: "Contractors State License Board", url: "https://www.cslb.ca.gov/" },
            url: licenseLookupUrl(facts.license.number),
          },
        }
      : {}),
  };
}

/** The business, described in `lang` (its price and home page); one node, the same @id in both languages. */
export function businessJsonLd(siteUrl: string, profile: PublicBusiness, lang: Lang = "en"): JsonLdNode {
  const { contact, address } = profile;
  const prices = Object.values(profile.prices);
  return {
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(siteUrl),
    name: company.name,
    ...businessFactsJsonLd(profile.facts),
    url: absoluteUrl(siteUrl, localePath(lang, "/")),
    telephone: contact.phoneE164,
    email: contact.email,
    image: absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE),
    logo: absoluteUrl(siteUrl, "/images/logo.png"),
    // A published price gives the range "$$" readers expect; without one, the words the page says.
    priceRange: prices.length > 0 ? `From $${Math.min(...prices.map((price) => price.cents)) / 100}` : companyWordsIn(lang).priceRange,
    address: address
      ? { "@type": "PostalAddress", streetAddress: address.street, addressLocality: address.city, postalCode: address.zip, addressRegion: "CA", addressCountry: "US" }
      : { "@type": "PostalAddress", addressRegion: "CA", addressCountry: "US" },
    areaServed: areaServedJsonLd(profile),
    ...(profile.social.length > 0 ? { sameAs: profile.social.map((entry) => entry.url) } : {}),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: contact.hours.weekdays.map((day) => SCHEMA_DAYS[day - 1]),
        opens: contact.hours.opens,
        closes: contact.hours.closes,
      },
    ],
    parentOrganization: { "@id": organizationId(siteUrl) },
  };
}

export function organizationJsonLd(siteUrl: string, profile: Pick<PublicBusiness, "contact">): JsonLdNode {
  const { phoneE164, email } = profile.contact;
  return {
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/images/logo.png"),
    telephone: phoneE164,
    email,
    contactPoint: {
      "@type": "ContactPoint",
      telephone: phoneE164,
      contactType: "customer service",
      areaServed: "US",
      availableLanguage: ["English", "Spanish"],
    },
  };
}

/**
 * The home page's business properties: the service catalogue. No review or rating markup: a
 * business's reviews of itself get no rich results, and the customers' reviews on the page are
 * the business's own (decision 058).
 */
export function homeBusinessJsonLd(siteUrl: string, lang: Lang = "en"): JsonLdNode {
  return {
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: SEO_WORDS[lang].catalogue,
      itemListElement: serviceNav.map((service) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: serviceLabel(service.slug, lang),
          url: absoluteUrl(siteUrl, localePath(lang, `/services/${service.slug}`)),
        },
      })),
    },
  };
}

export function serviceJsonLd(
  siteUrl: string,
  service: Pick<Service, "slug" | "label" | "metaDescription">,
  lang: Lang,
  profile: Pick<PublicBusiness, "areas" | "prices">,
): JsonLdNode {
  const price = profile.prices[service.slug];
  const url = absoluteUrl(siteUrl, localePath(lang, `/services/${service.slug}`));
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.label,
    serviceType: service.label,
    description: service.metaDescription,
    url,
    provider: { "@id": businessId(siteUrl) },
    areaServed: areaServedJsonLd(profile),
    // A published price as an offer (issue 42 §3); without one, the words the page says.
    offers: price
      ? {
          "@type": "Offer",
          priceCurrency: "USD",
          price: (price.cents / 100).toFixed(2),
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: (price.cents / 100).toFixed(2),
            priceCurrency: "USD",
            ...(price.kind === "hourly" ? { unitCode: "HUR", referenceQuantity: { "@type": "QuantitativeValue", value: price.minimumHours, unitCode: "HUR" } } : {}),
            description: priceText(price, lang),
          },
        }
      : {
          "@type": "Offer",
          priceSpecification: { "@type": "PriceSpecification", description: companyWordsIn(lang).priceRange },
        },
  };
}

export function faqJsonLd(faq: Faq[], lang: Lang = "en"): JsonLdNode {
  return {
    "@type": "FAQPage",
    inLanguage: htmlLang(lang),
    mainEntity: faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** A city page's breadcrumbs in `lang`, with the paths in that language. */
export function cityBreadcrumbs(city: Pick<City, "name" | "slug">, lang: Lang = "en") {
  const names = cityPageTextIn(lang).breadcrumbs;
  return [
    { name: names.home, path: localePath(lang, "/") },
    { name: names.locations, path: localePath(lang, "/#service-areas") },
    { name: city.name, path: localePath(lang, `/locations/${city.slug}`) },
  ];
}
