import type { BusinessFacts } from "./site";

/** Every business fact set but the vetting (the trust and Spanish content tests' company that may claim it all). */
export const allFacts: BusinessFacts = {
  legalName: "Pacific Crest Home Services LLC",
  license: { number: "1234567", classification: "B – General Building" },
  insurance: { kind: "General liability", carrier: "Acme Mutual" },
  foundedYear: 2016,
  rating: { value: 4.9, count: 312, source: "Google", url: "https://maps.example.com/reviews" },
  guarantee: { title: "Our Workmanship Guarantee", terms: ["If something we did isn't right, we come back and make it right."] },
  sameDayVisits: true,
  publishedPrices: true,
};
