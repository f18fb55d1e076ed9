import { z } from "~/utils/zod";
import { PROOF_KEY_MAX, PROOF_MESSAGES } from "./proof";

/**
 * The proof's fields in a form's schema (decision 074), apart from proof.ts, which the pages'
 * components import: the app's zod is configured on import (decision 025).
 */
export const proofShape = {
  digits: z.string().trim().optional(),
  key: z.string().trim().max(PROOF_KEY_MAX).optional(),
};

/** A form carries a link's key or four digits; without either, the digits field says what it needs. */
export function requireProof(value: { digits?: string | undefined; key?: string | undefined }, context: z.RefinementCtx) {
  if (value.key) return;
  if (!/^\d{4}$/.test(value.digits ?? "")) context.addIssue({ code: "custom", path: ["digits"], message: PROOF_MESSAGES.digitsFormat });
}
