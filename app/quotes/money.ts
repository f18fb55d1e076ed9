/**
 * A quote's money, in whole cents (decision 063). Every total on a quote, the page, the e-mail and
 * the approval's record is computed here and nowhere else.
 *
 * - A line's amount is its quantity times its unit price, rounded half up to the cent; a quantity
 *   is kept in thousandths (1.5 hours is 1500), so every step is integer arithmetic.
 * - The subtotal is the sum of the rounded lines the customer takes: every required line, and the
 *   optional lines they ticked.
 * - The discount is a sum of cents off the subtotal, never more than it, taken before tax: the
 *   taxable part of the subtotal bears its share of the discount (rounded half up), and tax is the
 *   rate on what remains of it (California taxes the price after a retailer's discount).
 * - The total is subtotal − discount + tax: never negative.
 */

/** The most a quantity may be (in units), and a unit price (in cents): their product stays exact in a double. */
export const MAX_QUANTITY_MILLI = 100_000_000;
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
/**
 * The most one line may come to, and all of a quote's lines together (every optional one taken):
 * $100,000, like a unit price. With the tax on top (20% at most) a total stays far inside the
 * integer columns that keep it.
 */
export const MAX_QUOTE_CENTS = MAX_UNIT_PRICE_CENTS;
/** A tax rate in thousandths of a percent (9.5% is 9500): California's district rates go by eighths. */
export const MAX_TAX_RATE_MILLI = 20_000;

export type MoneyLine = {
  /** Thousandths of a unit: 1 unit is 1000. */
  quantityMilli: number;
  unitPriceCents: number;
  taxable: boolean;
  optional: boolean;
};

export type Totals = {
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
};

/** a / b rounded half up, for non-negative integers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** One line's amount: quantity × unit price, rounded half up to the cent. */
export function lineCents(line: Pick<MoneyLine, "quantityMilli" | "unitPriceCents">): number {
  return divideRounded(line.quantityMilli * line.unitPriceCents, 1000);
}

/** Which limit the lines pass: each line, and all of them together (every optional one taken), within MAX_QUOTE_CENTS. */
export function quoteLimit(lines: readonly Pick<MoneyLine, "quantityMilli" | "unitPriceCents">[]): "ok" | "line" | "quote" {
  const amounts = lines.map(lineCents);
  if (amounts.some((cents) => cents > MAX_QUOTE_CENTS)) return "line";
  return amounts.reduce((sum, cents) => sum + cents, 0) > MAX_QUOTE_CENTS ? "quote" : "ok";
}

/**
 * The totals of the lines the customer takes: the required ones and the optional ones whose index
 * is in `chosen`. `discountCents` is capped at the subtotal; the tax rate is in thousandths of a percent.
 */
export function quoteTotals(lines: readonly MoneyLine[], chosen: ReadonlySet<number>, discountCents: number, taxRateMilli: number): Totals {
  let subtotalCents = 0;
  let taxableSubtotal = 0;
  lines.forEach((line, index) => {
    if (line.optional && !chosen.has(index)) return;
    const cents = lineCents(line);
    subtotalCents += cents;
    if (line.taxable) taxableSubtotal += cents;
  });
  const discount = Math.min(Math.max(0, discountCents), subtotalCents);
  const taxableDiscount = subtotalCents === 0 ? 0 : divideRounded(discount * taxableSubtotal, subtotalCents);
  const taxableCents = taxableSubtotal - taxableDiscount;
  const taxCents = divideRounded(taxableCents * taxRateMilli, 100_000);
  return { subtotalCents, discountCents: discount, taxableCents, taxCents, totalCents: subtotalCents - discount + taxCents };
}


/** "1.5" → 1500 thousandths; undefined unless positive with at most three decimals. */
export function parseQuantity(value: string): number | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(value.trim());
  if (!match) return undefined;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli > 0 ? milli : undefined;
}

/** 1500 → "1.5" */
export function formatQuantity(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const rest = milli % 1000;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(3, "0").replace(/0+$/, "")}`;
}

/** "9.5" (percent) → 9500; undefined unless 0–20 with at most three decimals. */
export function parseTaxRate(value: string): number | undefined {
  const match = /^(\d{1,2})(?:\.(\d{1,3}))?$/.exec(value.trim().replace(/%$/, ""));
  if (!match) return undefined;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli <= MAX_TAX_RATE_MILLI ? milli : undefined;
}

/** 9500 → "9.5%" */
export function formatTaxRate(milli: number): string {
  return `${formatQuantity(milli)}%`;
}

/** The deposit a quote asks (decision 089): a whole percentage (1-100) of the approved total, or a fixed sum of cents; null for none. */
export type DepositAsk = { percent: number } | { fixedCents: number } | null;

/** The deposit due on an approved total: the percentage rounded half up to the cent, or the fixed sum (never past the total). */
export function depositCents(ask: DepositAsk, totalCents: number): number {
  if (!ask) return 0;
  if ("percent" in ask) return divideRounded(Math.max(0, totalCents) * ask.percent, 100);
  return Math.min(ask.fixedCents, Math.max(0, totalCents));
}

/** The ask as its two columns (`deposit_percent`, `deposit_fixed_cents`), and back. */
export function depositColumns(ask: DepositAsk): { depositPercent: number | null; depositFixedCents: number | null } {
  return { depositPercent: ask && "percent" in ask ? ask.percent : null, depositFixedCents: ask && "fixedCents" in ask ? ask.fixedCents : null };
}
export function depositAskOf(row: { depositPercent: number | null; depositFixedCents: number | null }): DepositAsk {
  if (row.depositPercent !== null) return { percent: row.depositPercent };
  if (row.depositFixedCents !== null) return { fixedCents: row.depositFixedCents };
  return null;
}
