import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatQuantity, formatTaxRate, lineCents, MAX_QUANTITY_MILLI, MAX_TAX_RATE_MILLI, MAX_UNIT_PRICE_CENTS, parseQuantity, parseTaxRate, quoteTotals, type MoneyLine } from "./money";
import { formatCents, parseDollars } from "~/utils/money";

const line = fc.record({
  quantityMilli: fc.integer({ min: 1, max: MAX_QUANTITY_MILLI }),
  unitPriceCents: fc.integer({ min: 0, max: MAX_UNIT_PRICE_CENTS }),
  taxable: fc.boolean(),
  optional: fc.boolean(),
});
const lines = fc.array(line, { maxLength: 30 });
const rate = fc.integer({ min: 0, max: MAX_TAX_RATE_MILLI });
const discount = fc.integer({ min: 0, max: 2_000_000_000 });
const chosenOf = (items: MoneyLine[]) => fc.subarray(items.map((_, index) => index)).map((picked) => new Set(picked));
const quote = lines.chain((items) => fc.tuple(fc.constant(items), chosenOf(items), discount, rate));

describe("quote totals", () => {
  it("rounds each line half up to the cent", () => {
    expect(lineCents({ quantityMilli: 1500, unitPriceCents: 3333 })).toBe(5000); // 4999.5
    expect(lineCents({ quantityMilli: 333, unitPriceCents: 100 })).toBe(33);
    expect(lineCents({ quantityMilli: 1000, unitPriceCents: 12345 })).toBe(12345);
  });

  it("takes the discount before tax, its share off the taxable part (9.5% on $100 of materials and $100 of labour, $20 off)", () => {
    const items: MoneyLine[] = [
      { quantityMilli: 1000, unitPriceCents: 10_000, taxable: true, optional: false },
      { quantityMilli: 1000, unitPriceCents: 10_000, taxable: false, optional: false },
    ];
    expect(quoteTotals(items, new Set(), 2000, 9500)).toEqual({ subtotalCents: 20_000, discountCents: 2000, taxableCents: 9000, taxCents: 855, totalCents: 18_855 });
  });

  it("totals never drift: the total is the sum of the rounded lines taken, minus the discount, plus tax", () => {
    fc.assert(
      fc.property(quote, ([items, chosen, off, taxRate]) => {
        const totals = quoteTotals(items, chosen, off, taxRate);
        const taken = items.filter((item, index) => !item.optional || chosen.has(index));
        const sum = taken.reduce((total, item) => total + lineCents(item), 0);
        expect(totals.subtotalCents).toBe(sum);
        expect(totals.totalCents).toBe(sum - totals.discountCents + totals.taxCents);
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it("is never negative, and the discount never exceeds the subtotal", () => {
    fc.assert(
      fc.property(quote, ([items, chosen, off, taxRate]) => {
        const totals = quoteTotals(items, chosen, off, taxRate);
        expect(totals.discountCents).toBe(Math.min(off, totals.subtotalCents));
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
        expect(totals.taxCents).toBeGreaterThanOrEqual(0);
        expect(totals.taxableCents).toBeGreaterThanOrEqual(0);
        expect(totals.taxableCents).toBeLessThanOrEqual(totals.subtotalCents - totals.discountCents);
      }),
    );
  });

  it("an optional item ticked adds exactly its line to the subtotal", () => {
    fc.assert(
      fc.property(
        lines.chain((items) => fc.tuple(fc.constant(items), chosenOf(items), fc.nat())),
        rate,
        ([items, chosen, pick], taxRate) => {
          const optional = items.map((item, index) => (item.optional && !chosen.has(index) ? index : -1)).filter((index) => index >= 0);
          fc.pre(optional.length > 0);
          const index = optional[pick % optional.length]!;
          const before = quoteTotals(items, chosen, 0, taxRate);
          const after = quoteTotals(items, new Set([...chosen, index]), 0, taxRate);
          expect(after.subtotalCents - before.subtotalCents).toBe(lineCents(items[index]!));
          if (!items[index]!.taxable) expect(after.taxCents).toBe(before.taxCents);
        },
      ),
    );
  });

  it("untaxed lines and a zero rate bear no tax; tax is the rate on the taxable part, rounded half up", () => {
    fc.assert(
      fc.property(quote, ([items, chosen, off, taxRate]) => {
        const untaxed = items.map((item) => ({ ...item, taxable: false }));
        expect(quoteTotals(untaxed, chosen, off, taxRate).taxCents).toBe(0);
        expect(quoteTotals(items, chosen, off, 0).taxCents).toBe(0);
        const totals = quoteTotals(items, chosen, off, taxRate);
        expect(Math.abs(totals.taxCents * 100_000 - totals.taxableCents * taxRate)).toBeLessThanOrEqual(50_000);
      }),
    );
  });

  it("the order of the lines changes nothing", () => {
    fc.assert(
      fc.property(lines, discount, rate, (items, off, taxRate) => {
        const all = new Set(items.map((_, index) => index));
        expect(quoteTotals([...items].reverse(), all, off, taxRate)).toEqual(quoteTotals(items, all, off, taxRate));
      }),
    );
  });
});

describe("reading and writing amounts", () => {
  it("reads dollars, quantities and rates staff type, and refuses the rest", () => {
    expect(parseDollars("1,234.5")).toBe(123_450);
    expect(parseDollars("$80")).toBe(8000);
    expect(parseDollars("0.05")).toBe(5);
    for (const bad of ["", "-1", "1.234", "abc", "1e3"]) expect(parseDollars(bad)).toBeUndefined();
    expect(parseQuantity("1.5")).toBe(1500);
    expect(parseQuantity("0")).toBeUndefined();
    expect(parseTaxRate("9.5")).toBe(9500);
    expect(parseTaxRate("10.375%")).toBe(10_375);
    expect(parseTaxRate("25")).toBeUndefined();
  });

  it("writes them back", () => {
    expect(formatCents(123_400)).toBe("$1,234.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatQuantity(1500)).toBe("1.5");
    expect(formatQuantity(2000)).toBe("2");
    expect(formatTaxRate(10_375)).toBe("10.375%");
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
      expect(parseDollars(formatCents(cents))).toBe(cents);
    }));
  });
});
