import { bookableServices } from "~/content/site";
import { z } from "~/utils/zod";

const SERVICE_SLUGS = bookableServices.map((service) => service.slug) as [string, ...string[]];

/** The AI Tools tab's "Try the triage" form: a service, an optional ZIP and the request's text. */
export const tryTriageSchema = z.object({
  service: z.enum(SERVICE_SLUGS, { error: "Choose a service." }),
  zipCode: z.string().trim().max(10, "A ZIP code has 5 digits.").optional().default(""),
  description: z.string({ error: "Paste the request first." }).trim().min(1, "Paste the request first.").max(3000, "The request must be at most 3,000 characters."),
});
