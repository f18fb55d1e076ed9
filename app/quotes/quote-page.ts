import type { SubmissionResult } from "@conform-to/react";
import { parseVisitKey } from "~/leads/visit";
import { z } from "~/utils/zod";
import { proofShape, requireProof } from "~/leads/proof/proof-schema";
import { MAX_QUOTE_LINES } from "./quote-form";

/** The customer's quote page (/status/:id/quote): its forms' words, the spec's tone. */
export const QUOTE_PAGE_MESSAGES = {
  signedName: "Please type your full name to approve.",
  confirm: "Please tick 'I approve this quote'.",
  changes: "Please tell us what you would like changed (up to 2,000 characters).",
  declineMessage: "Your message can be up to 2,000 characters.",
  window: "Please choose an arrival window.",
  superseded: "This quote was updated since you opened it. Here is the latest version: nothing was approved.",
  answered: "This quote was already answered.",
  expired: "This quote has expired and can no longer be approved.",
  windowTaken: "That window was just taken. Please choose another.",
  failed: "Your answer could not be saved. Please try again in a moment.",
} as const;

/** The checkbox of the optional line at `position`: one name each, since a form's names are unique. */
export const optionalField = (position: number) => `optional${position}`;

const optionalShape: Record<string, z.ZodOptional<z.ZodString>> = {};
for (let position = 1; position <= MAX_QUOTE_LINES; position += 1) optionalShape[optionalField(position)] = z.string().optional();

const version = z.coerce.number().int().positive();

/** Approve, or recalculate the total for the items ticked (the button without JavaScript): one form. */
export const approveSchema = z.object({
  intent: z.enum(["approve", "recalculate"]),
  version,
  ...optionalShape,
  signedName: z.string().trim().max(100, QUOTE_PAGE_MESSAGES.signedName).optional(),
  confirm: z.string().optional(),
  ...proofShape,
});

export const declineSchema = z.object({
  intent: z.literal("decline"),
  version,
  message: z.string().trim().max(2000, QUOTE_PAGE_MESSAGES.declineMessage).optional(),
  ...proofShape,
});

export const changesSchema = z.object({
  intent: z.literal("changes"),
  version,
  message: z.string({ error: QUOTE_PAGE_MESSAGES.changes }).trim().min(1, QUOTE_PAGE_MESSAGES.changes).max(2000, QUOTE_PAGE_MESSAGES.changes),
  ...proofShape,
});

/** The visit's window after an approval: 'yyyy-MM-dd 8-10', on a day that exists. */
export const bookSchema = z.object({
  intent: z.literal("book"),
  slot: z.string({ error: QUOTE_PAGE_MESSAGES.window }).refine((value) => parseVisitKey(value) !== null, QUOTE_PAGE_MESSAGES.window),
  ...proofShape,
});

export const QUOTE_PAGE_SCHEMAS = [approveSchema, declineSchema, changesSchema, bookSchema] as const;

/** Every form of the page, told apart by `intent`; every answer needs the customer's proof (decision 074), an approval the name and the tick too. */
export const quotePageSchema = z
  .discriminatedUnion("intent", [approveSchema, declineSchema, changesSchema, bookSchema])
  .superRefine((value, context) => {
    if (value.intent === "recalculate") return;
    requireProof(value, context);
    if (value.intent !== "approve") return;
    if (!value.signedName || value.signedName.length < 2) context.addIssue({ code: "custom", path: ["signedName"], message: QUOTE_PAGE_MESSAGES.signedName });
    if (value.confirm !== "on") context.addIssue({ code: "custom", path: ["confirm"], message: QUOTE_PAGE_MESSAGES.confirm });
  });

/** The optional lines ticked in a posted approval form. */
export function chosenPositions(value: Record<string, unknown>): number[] {
  const chosen: number[] = [];
  for (let position = 1; position <= MAX_QUOTE_LINES; position += 1) if (value[optionalField(position)] === "on" || value[optionalField(position)] === String(position)) chosen.push(position);
  return chosen;
}

/** What the page's action hands back when it does not redirect: the form's messages and values, and a notice. */
export type QuotePageReply = { form: "approve" | "decline" | "changes" | "book"; result: SubmissionResult<string[]>; chosen: number[]; notice?: string };
