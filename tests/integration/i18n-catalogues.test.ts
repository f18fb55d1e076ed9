import { describe, expect, it } from "vitest";
import { resources } from "~/content/i18n";
import { messages as esMessages } from "~/content/i18n/es/messages";
import { FORM_MESSAGES, MAX_PHOTO_BYTES, PHOTO_HINT_MEGABYTES } from "~/forms/fields";
import { BOOKING_MESSAGES } from "~/leads/capture/booking-schema";
import { TOASTS } from "~/leads/capture/form-feedback";
import { LOOKUP_MESSAGES } from "~/status/lookup-schema";
import { QUOTE_MESSAGES } from "~/leads/capture/quote-schema";
import { STATUS_ERRORS } from "~/status/status-page-loader.server";
import { CLOSING_STEPS, TIMELINE } from "~/leads/statuses";
import { NOT_QUALIFIED_REASONS } from "~/leads/transitions";
import { QUOTE_PAGE_MESSAGES } from "~/quotes/quote-page";
import { ANSWER_TOASTS } from "~/quotes/quote-page.server";
import { REVIEW_MESSAGES } from "~/reviews/review-schema";
import { REVIEW_TOASTS } from "~/reviews/review-page.server";
import { VISIT_CHANGE_MESSAGES, VISIT_TOASTS } from "~/schedule/visit-changes";
import { PHOTO_MESSAGES } from "~/uploads/photos.server";
import { SMS_CONSENT } from "~/leads/sms-consent";
import { company } from "~/content/site";
import { translateMessage, translator } from "~/utils/i18n";

/** Every string in a value (a message object, a toast, a list of steps), however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every leaf of a catalogue, by its dotted key. */
function leaves(catalogue: object, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") for (const [inner, leaf] of leaves(value, path)) found.set(inner, leaf);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/**
 * What a public form or the status page can show, in the schemas' English: each message object,
 * the toasts, the refusals and the fixed words the server hands the page.
 */
const PUBLIC_MESSAGES = {
  BOOKING_MESSAGES,
  QUOTE_MESSAGES,
  LOOKUP_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_TOASTS,
  QUOTE_PAGE_MESSAGES,
  ANSWER_TOASTS,
  VISIT_CHANGE_MESSAGES,
  VISIT_TOASTS,
  PHOTO_MESSAGES,
  FORM_MESSAGES,
  TOASTS,
  STATUS_ERRORS,
  timeline: [...TIMELINE, ...Object.values(CLOSING_STEPS)].map(({ title, description }) => ({ title, description })),
  declinedReasons: NOT_QUALIFIED_REASONS.map((reason) => reason.customer),
  // The schemas' limits written where they are checked, not in a message object.
  limits: [
    "Please keep the name under 100 characters",
    "Please keep the street address under 200 characters",
    "Please keep the service under 100 characters",
    "We couldn't find this request.",
    "We couldn't find this quote.",
    "Visit requested",
    "This request is already completed.",
    "This request is closed.",
    "Our team is already working on this request.",
    "Address not provided",
  ],
  // The quote's step on the timeline (app/quotes/status-step.ts; its words with a total are in the forms catalogue).
  quoteStep: ["Quote Approved", "Quote Declined", "You declined the quote.", "Changes Requested", "You asked for changes: we'll send an updated quote.", "Quote Expired", "The quote expired. Call us for a new one.", "Quote Sent"],
};

describe("the Spanish catalogues", () => {
  it.each(Object.entries(PUBLIC_MESSAGES))("%s: every message has its Spanish", (_name, source) => {
    const missing = strings(source).filter((english) => !esMessages[english]?.trim());
    expect(missing).toEqual([]);
    for (const english of strings(source)) expect(translateMessage("es", english)).toBe(esMessages[english]);
  });

  it("an English page shows the English words, and a message without Spanish stays as it is", () => {
    expect(translateMessage("en", BOOKING_MESSAGES.fullName)).toBe(BOOKING_MESSAGES.fullName);
    expect(translateMessage("es", "Not a message anyone wrote")).toBe("Not a message anyone wrote");
  });

  it.each(["common", "forms", "mail"] as const)("%s: every English key has a Spanish text, with the same placeholders", (ns) => {
    const english = leaves(resources.en[ns]);
    const spanish = leaves(resources.es[ns]);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = spanish.get(key);
      expect(typeof translated === "string" && translated.trim() !== "", `es/${ns}.ts: ${key} is missing or empty`).toBe(true);
      expect(placeholders(translated as string), `es/${ns}.ts: ${key}`).toEqual(placeholders(text as string));
    }
  });

  it("the forms catalogue's text-message opt-in is the wording stored with a consent", () => {
    const t = translator("en", "forms");
    expect(t("sms.label")).toBe(SMS_CONSENT.label);
    expect(t("sms.text", { company: company.name })).toBe(SMS_CONSENT.text);
  });

  it("the photo hint names the limit the server takes, in both languages (issue 40 §4)", () => {
    expect(PHOTO_HINT_MEGABYTES * 1024 * 1024).toBe(MAX_PHOTO_BYTES);
    expect(translator("en", "forms")("field.photoHint", { megabytes: PHOTO_HINT_MEGABYTES })).toBe("Max 25 MB");
    expect(translator("es", "forms")("field.photoHint", { megabytes: PHOTO_HINT_MEGABYTES })).toBe("Máximo 25 MB");
  });

  it("every Spanish message is a non-empty text", () => {
    const empty = Object.entries(esMessages).filter(([, spanish]) => !spanish.trim());
    expect(empty).toEqual([]);
  });
});
