import type { LeadSource } from "~/db/lead-values";

export { LEAD_SOURCES, type LeadSource } from "~/db/lead-values";

/** Each source in words: on the lead's page (`label`) and in the staff alert ("came in from …"). */
const LEAD_SOURCE_WORDS: Record<LeadSource, { label: string; from: string }> = {
  booking: { label: "Booking page", from: "the booking page" },
  quote: { label: "Home page quote form", from: "the home page's quote form" },
  phone: { label: "Phone call, entered by staff", from: "a phone call, entered by staff" },
};

/** The words for a stored source; anything unknown reads as the booking page, the column's default. */
export function leadSourceWords(source: string): { label: string; from: string } {
  return LEAD_SOURCE_WORDS[source as LeadSource] ?? LEAD_SOURCE_WORDS.booking;
}
