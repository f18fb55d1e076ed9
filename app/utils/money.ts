/** Dollars as people read and type them, and whole cents as the app keeps them (decision 063): one helper for every domain. */

/** "$1,234.00" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1,234.5" typed by staff → 123450 cents; undefined for anything that is not a non-negative amount with at most two decimals. */
export function parseDollars(value: string): number | undefined {
  const clean = value.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 123450 → "1234.50", for an input's value. */
export function centsInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
