import { describe, expect, it } from "vitest";
import { cities } from "./cities";
import { whyChooseOthers } from "./features";
import { steps } from "./home";
import { servicesListing, topServices } from "./service-cards";
import { services } from "./services";
import { footerNav, mainNav, serviceLabel, type BusinessFacts } from "./site";
import { allFacts } from "./trust.fixture";
import { aboutIn } from "./localized/about";
import { citiesIn, cityPageTextIn, findCity } from "./localized/cities";
import { whyChooseOthersIn } from "./localized/features";
import { homeIn } from "./localized/home";
import { servicesListingIn, servicesPageIn, topServicesIn } from "./localized/service-cards";
import { findService, servicePageTextIn, servicesIn } from "./localized/services";
import { companyWordsIn, footerNavIn, mainNavIn } from "./localized/site";
import { trustIn } from "./localized/trust";

/** Every string inside a value (functions called with a sample argument), for "no empty text". */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings((value as (...args: unknown[]) => unknown)("X", "Y"));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const noEmptyText = (value: unknown) => expect(strings(value).filter((text) => text.trim() === "")).toEqual([]);

describe("the Spanish content", () => {
  it("gives every English service a Spanish twin: the same slug, picture and layout, its own words, none empty", () => {
    const spanish = servicesIn("es");
    expect(spanish.map((service) => service.slug)).toEqual(services.map((service) => service.slug));
    for (const [index, service] of spanish.entries()) {
      const english = services[index]!;
      expect(service.label).toBe(serviceLabel(service.slug, "es"));
      expect(service.image).toEqual(english.image);
      expect(service.showLocations).toBe(english.showLocations);
      for (const key of ["metaTitle", "metaDescription", "heroTitle", "heroText", "areaText"] as const) {
        expect(service[key], `${service.slug} ${key}`).not.toBe(english[key]);
      }
      expect(service.whyChoose).toHaveLength(english.whyChoose.length);
      expect(service.included).toHaveLength(english.included.length);
      expect(service.faq).toHaveLength(english.faq.length);
      expect(service.metaDescription.length).toBeLessThanOrEqual(170);
      noEmptyText(service);
    }
    expect(findService("caulking", "es")?.heroTitle).toBe("Sellado y calafateo profesional");
    expect(findService("caulking")?.heroTitle).toBe("Professional Caulking and Sealing");
    expect(findService("nope", "es")).toBeUndefined();
  });

  it("gives every English city a Spanish twin with the same slug and name, none empty", () => {
    const spanish = citiesIn("es");
    expect(spanish.map((city) => [city.slug, city.name])).toEqual(cities.map((city) => [city.slug, city.name]));
    for (const [index, city] of spanish.entries()) {
      expect(city.intro).not.toBe(cities[index]!.intro);
      expect(city.metaDescription.length).toBeLessThanOrEqual(200);
      noEmptyText(city);
    }
    expect(findCity("malibu", "es")?.metaTitle).toBe("Servicios de handyman en Malibu, CA | Pacific Crest Handyman");
  });

  it("gives the pages' own words, cards and navigation in Spanish, in the English order and shape", () => {
    const home = homeIn("es");
    expect(home.steps.map((step) => [step.id, step.image])).toEqual(steps.map((step) => [step.id, step.image]));
    expect(topServicesIn("es").map((card) => [card.slug, card.link])).toEqual(topServices.map((card) => [card.slug, card.link]));
    expect(servicesListingIn("es").map((card) => card.learnMoreLink)).toEqual(servicesListing.map((card) => card.learnMoreLink));
    expect(servicesListingIn("es").map((card) => Boolean(card.buttonText))).toEqual(servicesListing.map((card) => Boolean(card.buttonText)));
    expect(mainNavIn("es").map((item) => [item.to, item.submenu])).toEqual(mainNav.map((item) => [item.to, item.submenu]));
    expect(footerNavIn("es").map((item) => item.to)).toEqual(footerNav.map((item) => item.to));
    expect(whyChooseOthersIn("es").map((card) => card.icon)).toEqual(whyChooseOthers.map((card) => card.icon));
    for (const words of [home, topServicesIn("es"), servicesListingIn("es"), servicesPageIn("es"), aboutIn("es"), mainNavIn("es"), footerNavIn("es"), whyChooseOthersIn("es"), companyWordsIn("es"), servicePageTextIn("es"), cityPageTextIn("es")]) {
      noEmptyText(words);
    }
    expect(homeIn("en").heroTitle).toBe("Trusted Handyman Services in Greater Los Angeles");
    expect(servicePageTextIn("es").book(serviceLabel("tv-mounting", "es"))).toBe("Reservar instalación de TV en pared");
  });

  it("makes each Spanish trust claim only with its fact, as the English ones", () => {
    const es = trustIn("es");
    const said = (facts: BusinessFacts) =>
      JSON.stringify([
        es.trustItems(facts),
        es.cityBenefits(facts),
        es.heroPoints(facts),
        es.heroText(facts),
        es.homeDescription(facts),
        es.aboutChecklist(facts),
        es.aboutFacts(facts),
        es.reviewsSubtitle(facts),
        es.trustSubtitle(facts),
        es.whyChooseItems(facts, []),
        es.bookingPoints(facts),
        es.guaranteeTerms(facts),
        es.footerCredentials(facts),
      ]);
    expect(said({})).not.toMatch(/licencia|seguro de|garant|mismo día|5 estrellas|reseñas reales|sin cargos ocultos|trabajamos desde/i);
    expect(said(allFacts)).toMatch(/licencia/);
    expect(said({ guarantee: allFacts.guarantee })).toMatch(/garant/i);
    expect(said({ sameDayVisits: true })).toMatch(/mismo día/);
    expect(es.trustItems(allFacts).map((item) => item.title)).toEqual([
      "Profesionales con licencia y seguro",
      "Servicio el mismo día en Los Ángeles",
      "Cientos de reseñas de 5 estrellas",
    ]);
    // Every claim of the guarantee links to its terms, in Spanish as in English.
    const guaranteed = { guarantee: allFacts.guarantee };
    const claims = [...es.cityBenefits(guaranteed), ...es.whyChooseItems(guaranteed, [])].filter((item) => /garant/i.test(item.title));
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim.link?.href).toBe("/about#guarantee");
    expect(es.guaranteeTerms({})).toBeNull();
    noEmptyText(said(allFacts));
    // The English claims are the English functions themselves.
    expect(trustIn("en").heroPoints(allFacts)[0]).toBe("Licensed & insured");
  });
});
