import { z } from "~/utils/zod";

/**
 * A consequential form's second step (decision 060): without `confirm=1` its action changes
 * nothing and answers the same page with a `ConfirmStep`, a panel that names what will happen
 * and posts the same fields again with `confirm=1`. With or without JavaScript, the same two POSTs.
 */
export const confirmField = z.literal("1").optional();

export type ConfirmStep = {
  /** The question, naming who or what: "Reject Maria Garcia's request?" */
  question: string;
  /** What will happen, in a sentence or two. */
  detail: string;
  /** The button that does it. */
  label: string;
  /** The fields posted again with the confirmation (their names as the first POST sent them). */
  fields: Record<string, string>;
};

/** The posted form's fields as a confirmation posts them again (text values only). */
export function confirmFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}
