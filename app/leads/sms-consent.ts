import { company } from "~/content/site";

/**
 * The text-message opt-in shown beside the booking and quote forms. Its wording follows what
 * US rules (TCPA) and the carriers (CTIA) expect: who texts, about what, how often, that rates
 * may apply, how to stop and get help, and that consent is not a condition of purchase. The
 * version is stored with each consent: change it whenever the wording changes.
 */
export const SMS_CONSENT = {
  version: "sms-2026-11-v1",
  label: "Text me updates about this request",
  text: `By checking this box, I agree to receive text messages from ${company.name} at the phone number above about this service request (confirmation, scheduling and completion notices). Up to 5 messages per request. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.`,
} as const;

/** The checkbox's field name in both forms. */
export const SMS_CONSENT_FIELD = "smsConsent";
