import { z } from "~/utils/zod";

/**
 * The lead forms' hidden field that carries where the visit began. The browser script fills
 * it from sessionStorage when the form is sent: `landing=/services/x&ref=host&from=/path&utm_source=…`.
 */
export const ATTRIBUTION_FIELD = "attribution";
export const MAX_ATTRIBUTION_LENGTH = 1000;

/** The field in the forms' zod schemas: free text, bounded; anything odd in it is ignored, never an error. */
export const attributionField = z.string().max(MAX_ATTRIBUTION_LENGTH).optional().catch(undefined);
