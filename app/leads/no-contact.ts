import { z } from "zod";

/** The value of the status page form's `intent` field for 'No one contacted me'. */
export const NO_CONTACT_INTENT = "report-no-contact";

/** The status page's 'No one contacted me' form: its one field. */
export const noContactSchema = z.object({ intent: z.literal(NO_CONTACT_INTENT) });
