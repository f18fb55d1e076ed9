import { centsInput, parseDollars } from "~/utils/money";
import { MAX_QUOTE_CENTS, type DepositAsk } from "./money";

/**
 * The deposit's two fields (decision 089), on the quote builder and the price book's default:
 * `depositKind` (none, a percentage, a fixed amount) and `deposit` (the percentage, or dollars).
 */
export const DEPOSIT_KINDS = ["none", "percent", "fixed"] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export const DEPOSIT_MESSAGES = {
  kind: "Please choose no deposit, a percentage or a fixed amount.",
  percent: "Please enter a deposit percentage from 1 to 100, such as 25.",
  fixed: "Please enter a deposit such as 100 or 100.50, more than $0.00.",
  overTotal: "The deposit can't be more than the quote's total (before optional items).",
} as const;

/** The typed fields read as an ask, or the field's message. */
export function readDeposit(kind: string | undefined, typed: string | undefined): { ok: true; ask: DepositAsk } | { ok: false; path: "depositKind" | "deposit"; message: string } {
  const value = (typed ?? "").trim();
  if (!kind || kind === "none") return { ok: true, ask: null };
  if (kind === "percent") {
    const match = /^(\d{1,3})%?$/.exec(value);
    const percent = match ? Number(match[1]) : NaN;
    return percent >= 1 && percent <= 100 ? { ok: true, ask: { percent } } : { ok: false, path: "deposit", message: DEPOSIT_MESSAGES.percent };
  }
  if (kind === "fixed") {
    const cents = parseDollars(value);
    return cents !== undefined && cents > 0 && cents <= MAX_QUOTE_CENTS ? { ok: true, ask: { fixedCents: cents } } : { ok: false, path: "deposit", message: DEPOSIT_MESSAGES.fixed };
  }
  return { ok: false, path: "depositKind", message: DEPOSIT_MESSAGES.kind };
}

/** An ask as the two fields' values. */
export function depositInputs(ask: DepositAsk): { depositKind: DepositKind; deposit: string } {
  if (!ask) return { depositKind: "none", deposit: "" };
  return "percent" in ask ? { depositKind: "percent", deposit: String(ask.percent) } : { depositKind: "fixed", deposit: centsInput(ask.fixedCents) };
}

/** "25% of the total" / "$100.00" / "None", for the staff's pages. */
export function depositAskWords(ask: DepositAsk, format: (cents: number) => string): string {
  if (!ask) return "None";
  return "percent" in ask ? `${ask.percent}% of the total` : format(ask.fixedCents);
}
