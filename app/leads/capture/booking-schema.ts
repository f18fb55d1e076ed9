import { parseWithZod } from "@conform-to/zod/v4";
import { phoneDigits } from "~/utils/phone";
import { emailField, z } from "~/utils/zod";
import { ATTRIBUTION_FIELD } from "~/leads/origin/attribution";
import { attributionField } from "~/leads/origin/attribution-schema";
import { LANGS } from "~/content/i18n";
import { bookableServices, offersRepeat } from "~/content/site";
import { MAX_PHOTO_BYTES } from "~/forms/fields";
import { isInWindow, isoDateInZone, preferredDateWindow } from "~/utils/dates";
import { ARRIVAL_WINDOWS, parseVisitKey, VISIT_FREQUENCIES, type VisitFrequency } from "../visit";

/** The booking form's messages (spec §5), plus the ones for rules the spec leaves open. */
export const BOOKING_MESSAGES = {
  fullName: "Name must be at least 2 characters",
  phoneNumber: "Please enter a valid phone number",
  emailAddress: "Please enter a valid email address",
  streetAddress: "Please enter your street address",
  zipCode: "Please enter a valid ZIP code",
  serviceType: "Please select a service",
  preferredDate: "Please choose a date from yesterday up to two months from today",
  issueDescription: "Please keep the description under 2,000 characters",
  photoSize: "The photo must be 25MB or smaller",
  photoType: "Please choose an image file (JPEG, PNG, WebP, HEIC or GIF)",
  arrivalWindow: "Please choose one of the open arrival windows",
  frequency: "Please choose how often we should come",
  windowTaken: "Sorry, that arrival window was just taken. Please choose another one, or send your request without one.",
  windowGone: "That arrival window is no longer open. Please choose another one, or send your request without one.",
} as const;

export const MAX_DESCRIPTION_LENGTH = 2000;

/** Digits, spaces and the usual separators, with at least ten digits: (555) 123-4567, +1 555 123 4567. */
export function isPhoneNumber(value: string): boolean {
  return value.length >= 10 && /^[+()\d\s.-]+$/.test(value) && phoneDigits(value).length >= 10;
}

const serviceSlugs = bookableServices.map((service) => service.slug) as [string, ...string[]];

/** One schema for the booking form: the browser checks it for instant messages, the action for the truth. */
export const bookingSchema = z.object({
  fullName: z
    .string({ error: BOOKING_MESSAGES.fullName })
    .trim()
    .min(2, BOOKING_MESSAGES.fullName)
    .max(100, "Please keep the name under 100 characters"),
  phoneNumber: z
    .string({ error: BOOKING_MESSAGES.phoneNumber })
    .trim()
    .max(30, { error: BOOKING_MESSAGES.phoneNumber, abort: true })
    .refine(isPhoneNumber, BOOKING_MESSAGES.phoneNumber),
  emailAddress: emailField(BOOKING_MESSAGES.emailAddress).optional(),
  streetAddress: z
    .string({ error: BOOKING_MESSAGES.streetAddress })
    .trim()
    .min(5, BOOKING_MESSAGES.streetAddress)
    .max(200, "Please keep the street address under 200 characters"),
  zipCode: z
    .string({ error: BOOKING_MESSAGES.zipCode })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, BOOKING_MESSAGES.zipCode),
  serviceType: z.enum(serviceSlugs, { error: BOOKING_MESSAGES.serviceType }),
  preferredDate: z.iso
    .date({ error: BOOKING_MESSAGES.preferredDate, abort: true })
    .refine((value) => isInWindow(value, preferredDateWindow()), BOOKING_MESSAGES.preferredDate)
    .optional(),
  issueDescription: z.string().trim().max(MAX_DESCRIPTION_LENGTH, BOOKING_MESSAGES.issueDescription).optional(),
  photo: z
    .file({ error: BOOKING_MESSAGES.photoType })
    .refine((file) => file.size <= MAX_PHOTO_BYTES, BOOKING_MESSAGES.photoSize)
    .refine((file) => file.type === "" || file.type.startsWith("image/"), BOOKING_MESSAGES.photoType)
    .optional(),
  /** An open arrival window the customer chose (a visitKey, '2026-12-03 8-10'); empty: the office calls to agree a time. */
  visit: z
    .string()
    .trim()
    .refine((value) => parseVisitKey(value) !== null, BOOKING_MESSAGES.arrivalWindow)
    .optional(),
  /** How often the visit is wanted (issue 40 §4): 'once' unless a repeating service's booking asks for more; empty reads as once. */
  frequency: z.enum(VISIT_FREQUENCIES, { error: BOOKING_MESSAGES.frequency }).optional(),
  /** The text-message opt-in (app/leads/sms-consent.ts): a ticked checkbox. */
  smsConsent: z.boolean().optional(),
  [ATTRIBUTION_FIELD]: attributionField,
});

export type BookingInput = z.infer<typeof bookingSchema>;

/** The form's values checked against the schema: by the action, and in the browser once this module has loaded. */
export function validateBooking(formData: FormData) {
  return parseWithZod(formData, { schema: bookingSchema });
}

/** The New Lead form's own messages (staff only, in English). */
export const PHONE_LEAD_MESSAGES = {
  arrivalWindow: "Please choose one of the arrival windows",
  visitDate: "Choose the date of the visit for its arrival window",
  pastVisit: "A visit cannot be on a day that has passed: choose today or later",
} as const;

/**
 * The admin's New Lead form (a customer on the phone): the booking's fields and messages, with
 * only the name, phone number and service required (the rest may not be known yet) and no photo;
 * and the customer's language, English unless staff choose Spanish.
 */
export const phoneLeadSchema = bookingSchema
  .pick({ fullName: true, phoneNumber: true, emailAddress: true, serviceType: true, preferredDate: true, issueDescription: true })
  .extend({
    streetAddress: bookingSchema.shape.streetAddress.optional(),
    zipCode: bookingSchema.shape.zipCode.optional(),
    language: z.enum(LANGS, { error: "Please choose English or Spanish" }).default("en"),
    /** The visit's arrival window agreed on the phone, on the preferred date (its place taken as the lead is stored). */
    arrivalWindow: z.enum(ARRIVAL_WINDOWS, { error: PHONE_LEAD_MESSAGES.arrivalWindow }).optional(),
  })
  .superRefine((value, context) => {
    if (!value.arrivalWindow) return;
    if (!value.preferredDate) context.addIssue({ code: "custom", path: ["preferredDate"], message: PHONE_LEAD_MESSAGES.visitDate });
    else if (value.preferredDate < isoDateInZone(new Date())) context.addIssue({ code: "custom", path: ["preferredDate"], message: PHONE_LEAD_MESSAGES.pastVisit });
  });

export type PhoneLeadInput = z.infer<typeof phoneLeadSchema>;

/**
 * How often a booking's visit is wanted: its choice for a service that repeats (Home Cleaning),
 * once for any other. The form shows the choice only while such a service is chosen (app/styles/booking.css), so
 * a choice left behind by a change of service is one the customer no longer sees.
 */
export function bookingFrequency(value: Pick<BookingInput, "serviceType" | "frequency">): VisitFrequency {
  return value.frequency && offersRepeat(value.serviceType) ? value.frequency : "once";
}

/** A booking or phone lead's checked values in the lead's own words (the fields `createLead` stores). */
export function leadFields(value: Omit<PhoneLeadInput, "language">) {
  return {
    name: value.fullName,
    phone: value.phoneNumber,
    email: value.emailAddress,
    service: value.serviceType,
    description: value.issueDescription,
    streetAddress: value.streetAddress,
    zipCode: value.zipCode,
    preferredDate: value.preferredDate,
  };
}
