import { z } from "~/utils/zod";
import { MAX_ATTRIBUTION_LENGTH } from "./attribution";

/**
 * The field in the forms' zod schemas: free text, bounded; anything odd in it is ignored, never
 * an error. Apart from attribution.ts, which the forms' browser code imports for the field's
 * name: whatever imports the app's zod carries all of it (decision 025).
 */
export const attributionField = z.string().max(MAX_ATTRIBUTION_LENGTH).optional().catch(undefined);
