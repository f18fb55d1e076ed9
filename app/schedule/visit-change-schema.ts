import { z } from "~/utils/zod";
import { proofShape, requireProof } from "~/leads/proof/proof-schema";
import { parseVisitKey } from "~/leads/visit";
import { CANCEL_REASON_MAX, VISIT_CHANGE_MESSAGES, VISIT_INTENTS } from "./visit-changes";

/**
 * The visit section's three forms, apart from visit-changes.ts, which the status page's components
 * import: the app's zod is configured on import, so whatever imports it carries all of zod (decision 025).
 * Each carries the customer's proof (decision 074): four digits, or the key of the link the page was opened with.
 */

/** A slot as a radio's value: the visit's key, '2026-12-03 8-10'. */
const slot = z
  .string({ error: VISIT_CHANGE_MESSAGES.slot })
  .refine((value) => parseVisitKey(value) !== null, VISIT_CHANGE_MESSAGES.slot);

const confirmSchema = z.object({ intent: z.literal(VISIT_INTENTS.confirm), ...proofShape });
const rescheduleSchema = z.object({ intent: z.literal(VISIT_INTENTS.reschedule), ...proofShape, slot });
const cancelSchema = z.object({
  intent: z.literal(VISIT_INTENTS.cancel),
  ...proofShape,
  reason: z.string().trim().max(CANCEL_REASON_MAX, VISIT_CHANGE_MESSAGES.reason).optional().default(""),
});

/** The three forms of the visit section (what the form reader accepts), and as one, told apart by `intent`. */
export const VISIT_FORM_SCHEMAS = [confirmSchema, rescheduleSchema, cancelSchema] as const;
export const visitChangeSchema = z.discriminatedUnion("intent", [confirmSchema, rescheduleSchema, cancelSchema]).superRefine(requireProof);

export type VisitChangeForm = z.output<typeof visitChangeSchema>;
