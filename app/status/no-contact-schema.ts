import { z } from "~/utils/zod";
import { NO_CONTACT_INTENT } from "../leads/no-contact";

/**
 * The status page's 'No one contacted me' form: its one field. Apart from no-contact.ts, which the
 * status page's browser code imports: the app's zod is configured on import, so whatever
 * imports it carries all of zod (decision 025).
 */
export const noContactSchema = z.object({ intent: z.literal(NO_CONTACT_INTENT) });
