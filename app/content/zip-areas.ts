import { serviceAreas } from "./site";

/**
 * The ZIP codes of each service area (USPS), as inclusive ranges of five-digit codes. One table
 * for the leads list's city, the lead's page and the Analytics tab's "By city" (a booking made on
 * /book came through no city page: its ZIP names the city). A ZIP in none of them has no city.
 */
export const ZIP_AREAS: { slug: string; ranges: [string, string][] }[] = [
  { slug: "pasadena", ranges: [["91101", "91107"], ["91109", "91110"], ["91114", "91117"], ["91121", "91129"]] },
  { slug: "glendale", ranges: [["91201", "91210"], ["91221", "91226"]] },
  { slug: "santa-monica", ranges: [["90401", "90411"]] },
  { slug: "burbank", ranges: [["91501", "91510"], ["91521", "91526"]] },
  { slug: "west-hollywood", ranges: [["90069", "90069"]] },
  { slug: "thousand-oaks", ranges: [["91319", "91320"], ["91358", "91362"]] },
  { slug: "malibu", ranges: [["90263", "90265"]] },
  { slug: "beverly-hills", ranges: [["90209", "90213"]] },
  { slug: "culver-city", ranges: [["90230", "90233"]] },
  { slug: "manhattan-beach", ranges: [["90266", "90267"]] },
  { slug: "long-beach", ranges: [["90801", "90815"], ["90822", "90822"], ["90831", "90853"]] },
  // Last: the city of Los Angeles's codes around the cities above (West Hollywood's 90069 is theirs).
  { slug: "los-angeles", ranges: [["90001", "90068"], ["90070", "90099"], ["90189", "90189"], ["91040", "91043"], ["91303", "91311"], ["91324", "91352"], ["91356", "91357"], ["91364", "91367"], ["91401", "91499"], ["91601", "91609"]] },
];

/** The service area (slug and name) a ZIP code lies in, or null; a ZIP+4 reads as its first five digits. */
export function areaOfZip(zip: string | null | undefined): { slug: string; name: string } | null {
  const code = /^(\d{5})(-\d{4})?$/.exec(zip?.trim() ?? "")?.[1];
  if (!code) return null;
  const entry = ZIP_AREAS.find((area) => area.ranges.some(([from, to]) => code >= from && code <= to));
  const area = entry ? serviceAreas.find((candidate) => candidate.slug === entry.slug) : undefined;
  return area ? { slug: area.slug, name: area.name } : null;
}

/** The service area's name of a slug (active or not), or null. */
export function areaName(slug: string): string | null {
  return serviceAreas.find((area) => area.slug === slug)?.name ?? null;
}
