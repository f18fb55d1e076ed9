import { parseWithZod } from "@conform-to/zod/v4";
import { emailField, z } from "~/utils/zod";
import { bookableServices, serviceLabel } from "~/content/site";
import { ATTRIBUTION_FIELD } from "~/leads/origin/attribution";
import { attributionField } from "~/leads/origin/attribution-schema";
import { BOOKING_MESSAGES, MAX_DESCRIPTION_LENGTH, isPhoneNumber } from "./booking-schema";

/** Where the home page's quote form posts (the index route's action), opening at the form's section. */
export const QUOTE_FORM_ACTION = "/?index#quote";

/** Where a stored quote sends the visitor back to: the form's own section. */
export const QUOTE_RETURN_URL = "/#quote";

export const QUOTE_MESSAGES = {
  name: "Please enter your name",
  phone: BOOKING_MESSAGES.phoneNumber,
  email: BOOKING_MESSAGES.emailAddress,
  service: "Please tell us which service you need",
  description: BOOKING_MESSAGES.issueDescription,
} as const;

/** A bookable service named by its label (English or Spanish) or slug is stored as its slug; any other words as typed. */
function toServiceSlug(service: string): string {
  const lower = service.toLowerCase();
  const named = (slug: string, label: string) => label.toLowerCase() === lower || serviceLabel(slug, "es").toLowerCase() === lower || slug === lower;
  return bookableServices.find((entry) => named(entry.slug, entry.label))?.slug ?? service;
}

/** The home page's free-quote form: name, phone, e-mail and service required; details optional. */
export const quoteSchema = z.object({
  name: z
    .string({ error: QUOTE_MESSAGES.name })
    .trim()
    .min(1, QUOTE_MESSAGES.name)
    .max(100, "Please keep the name under 100 characters"),
  phone: z
    .string({ error: QUOTE_MESSAGES.phone })
    .trim()
    .max(30, { error: QUOTE_MESSAGES.phone, abort: true })
    .refine(isPhoneNumber, QUOTE_MESSAGES.phone),
  email: emailField(QUOTE_MESSAGES.email),
  service: z
    .string({ error: QUOTE_MESSAGES.service })
    .trim()
    .min(1, QUOTE_MESSAGES.service)
    .max(100, "Please keep the service under 100 characters")
    .transform(toServiceSlug),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH, QUOTE_MESSAGES.description).optional(),
  /** The text-message opt-in (app/leads/sms-consent.ts): a ticked checkbox. */
  smsConsent: z.boolean().optional(),
  [ATTRIBUTION_FIELD]: attributionField,
});

export type QuoteInput = z.infer<typeof quoteSchema>;

/** The form's values checked against the schema: by the action, and in the browser once this module has loaded. */
export function validateQuote(formData: FormData) {
  return parseWithZod(formData, { schema: quoteSchema });
}
