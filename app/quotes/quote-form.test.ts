import { describe, expect, it } from "vitest";
import { defaultValidUntil, QUOTE_FORM_MESSAGES, quoteFormSchema } from "./quote-form";

const parse = (form: Record<string, string>) => quoteFormSchema.safeParse({ intent: "send", validUntil: defaultValidUntil(), ...form });
const messages = (form: Record<string, string>) => {
  const result = parse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? ""), issue.message]));
};

describe("the quote builder's form", () => {
  it("skips empty rows and reads quantities, prices, taxable and optional", () => {
    const result = parse({ line0Name: "Mount a TV", line0Price: "150", line2Name: "Cables", line2Price: "$1,200.5", line2Quantity: "1.5", line2Taxable: "on", line2Optional: "on", discount: "25" });
    expect(result.success && result.data).toMatchObject({
      discountCents: 2500,
      lines: [
        { name: "Mount a TV", unitPriceCents: 15_000, quantityMilli: 1000, taxable: false, optional: false },
        { name: "Cables", unitPriceCents: 120_050, quantityMilli: 1500, taxable: true, optional: true },
      ],
    });
  });

  it("a price-book row needs neither name nor price; a typed row needs both", () => {
    expect(parse({ line0Book: "7" }).success).toBe(true);
    expect(messages({ line0Description: "Just words" })).toMatchObject({ line0Name: QUOTE_FORM_MESSAGES.name, line0Price: QUOTE_FORM_MESSAGES.price });
    expect(messages({ line0Name: "Mount a TV", line0Price: "a lot", line0Quantity: "0" })).toMatchObject({ line0Price: QUOTE_FORM_MESSAGES.price, line0Quantity: QUOTE_FORM_MESSAGES.quantity });
  });

  it("holds a quantity to 100,000, a line to $100,000 and all the lines together to $100,000", () => {
    expect(messages({ line0Name: "TV", line0Price: "100000", line0Quantity: "999999.999" })).toEqual({ line0Quantity: QUOTE_FORM_MESSAGES.quantity });
    expect(messages({ line0Name: "TV", line0Price: "100000.01" })).toEqual({ line0Price: QUOTE_FORM_MESSAGES.price });
    expect(messages({ line0Name: "TV", line0Price: "50000.01", line0Quantity: "2" })).toEqual({ line0Price: QUOTE_FORM_MESSAGES.lineTotal });
    expect(messages({ line0Name: "TV", line0Price: "50000", line0Quantity: "2" })).toEqual({});
    expect(messages({ line0Name: "TV", line0Price: "50000", line1Name: "Bar", line1Price: "50000.01", line1Optional: "on" })).toEqual({ "": QUOTE_FORM_MESSAGES.quoteTotal });
  });

  it("needs one item the customer does not have to choose, a valid discount and a date from today on", () => {
    expect(messages({ line0Name: "Cables", line0Price: "120", line0Optional: "on" })).toMatchObject({ "": QUOTE_FORM_MESSAGES.noLine });
    expect(messages({ line0Name: "TV", line0Price: "1", discount: "-5", validUntil: "2020-01-01" })).toMatchObject({ discount: QUOTE_FORM_MESSAGES.discount, validUntil: QUOTE_FORM_MESSAGES.validUntil });
  });
});
