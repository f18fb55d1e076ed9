import { addDays, format, parseISO } from "date-fns";
import { isCalendarDate, isoDateInZone } from "~/utils/dates";
import { z } from "~/utils/zod";
import { MAX_QUANTITY_MILLI, MAX_QUOTE_CENTS, MAX_UNIT_PRICE_CENTS, parseQuantity, quoteLimit, type MoneyLine } from "./money";
import { centsInput, parseDollars } from "~/utils/money";
import type { PriceBookItem } from "./price-book";
import type { DepositAsk } from "./money";
import { readDeposit } from "./deposit-form";

/** The most lines a quote has (the builder's rows; each row's fields are named `line<i><Field>`). */
export const MAX_QUOTE_LINES = 20;
/** Rows shown when the builder opens: the quote's lines and a few blank ones. */
export const BLANK_ROWS = 3;
/** How long a quote may be approved, by default. */
export const QUOTE_VALID_DAYS = 30;

export const QUOTE_FORM_MESSAGES = {
  name: "Please enter the item's name (up to 120 characters), or choose it from the price book.",
  price: "Please enter a price such as 85 or 85.50.",
  quantity: `Please enter a quantity such as 1 or 1.5, up to ${(MAX_QUANTITY_MILLI / 1000).toLocaleString("en-US")}.`,
  lineTotal: `A line can come to $${(MAX_QUOTE_CENTS / 100).toLocaleString("en-US")} at most: lower its quantity or its price.`,
  quoteTotal: `A quote's items, the optional ones with them, can come to $${(MAX_QUOTE_CENTS / 100).toLocaleString("en-US")} at most.`,
  description: "The description can be up to 500 characters.",
  unit: "The unit can be up to 30 characters.",
  noLine: "Please add at least one item the customer does not have to choose.",
  discount: "Please enter a discount such as 25 or 25.50, or leave it empty.",
  notes: "Notes and terms can be up to 2,000 characters each.",
  validUntil: "Please choose a date from today on.",
} as const;

const LINE_FIELDS = ["Book", "Name", "Description", "Unit", "Quantity", "Price", "Taxable", "Optional"] as const;
type LineField = (typeof LINE_FIELDS)[number];

/** A row's field name: `line3Price`. */
export const lineField = (index: number, field: LineField) => `line${index}${field}`;

const lineShape: Record<string, z.ZodOptional<z.ZodString>> = {};
for (let index = 0; index < MAX_QUOTE_LINES; index += 1) {
  for (const field of LINE_FIELDS) lineShape[lineField(index, field)] = z.string().optional();
}

/** A line as the builder posts it: the price-book item it names, or the staff's own words, or both. */
export type QuoteLineInput = {
  bookItemId: number | null;
  name: string;
  description: string;
  unit: string;
  quantityMilli: number;
  unitPriceCents: number | null;
  taxable: boolean;
  optional: boolean;
};

export type QuoteFormValue = {
  intent: "send" | "preview";
  lines: QuoteLineInput[];
  discountCents: number;
  notes: string;
  terms: string;
  validUntil: string;
  /** The deposit this version asks (decision 089); none when left out. */
  deposit?: DepositAsk;
};

/**
 * The quote builder (browser and server alike): up to MAX_QUOTE_LINES rows; a row with nothing in
 * it is skipped; a row that names a price-book item takes what it leaves empty from that item
 * (filled in on the server, `fillFromPriceBook`).
 */
export const quoteFormFields = z.object({
  intent: z.enum(["send", "preview"]),
  ...lineShape,
  discount: z.string().optional(),
  notes: z.string().optional(),
  terms: z.string().optional(),
  validUntil: z.string({ error: QUOTE_FORM_MESSAGES.validUntil }),
  depositKind: z.string().optional(),
  deposit: z.string().optional(),
});

/** The builder's fields checked and read as a quote (the browser's constraints come from `quoteFormFields`). */
export const quoteFormSchema = quoteFormFields.transform((form, context): QuoteFormValue => {
    const values = form as Record<string, string | undefined>;
    const text = (name: string) => (values[name] ?? "").trim();
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    const lines: QuoteLineInput[] = [];
    /** The typed lines whose quantity, price and amount are each within bounds: together, they must be too. */
    const priced: Pick<MoneyLine, "quantityMilli" | "unitPriceCents">[] = [];
    for (let index = 0; index < MAX_QUOTE_LINES; index += 1) {
      const at = (field: LineField) => lineField(index, field);
      const book = Number.parseInt(text(at("Book")), 10);
      const bookItemId = Number.isSafeInteger(book) && book > 0 ? book : null;
      const [name, description, unit, quantity, price] = [text(at("Name")), text(at("Description")), text(at("Unit")), text(at("Quantity")), text(at("Price"))];
      if (!bookItemId && !name && !description && !price) continue;
      if ((!bookItemId && !name) || name.length > 120) issue(at("Name"), QUOTE_FORM_MESSAGES.name);
      if (description.length > 500) issue(at("Description"), QUOTE_FORM_MESSAGES.description);
      if (unit.length > 30) issue(at("Unit"), QUOTE_FORM_MESSAGES.unit);
      const quantityMilli = quantity ? parseQuantity(quantity) : 1000;
      const quantityOk = quantityMilli !== undefined && quantityMilli <= MAX_QUANTITY_MILLI;
      if (!quantityOk) issue(at("Quantity"), QUOTE_FORM_MESSAGES.quantity);
      const unitPriceCents = price ? parseDollars(price) : null;
      const priceOk = unitPriceCents != null && unitPriceCents <= MAX_UNIT_PRICE_CENTS;
      if ((price && !priceOk) || (!price && !bookItemId)) issue(at("Price"), QUOTE_FORM_MESSAGES.price);
      // A price-book row's price is known on the server only: sendQuote holds it to the same limit.
      if (quantityOk && priceOk) {
        const amount = { quantityMilli, unitPriceCents };
        if (quoteLimit([amount]) === "line") issue(at("Price"), QUOTE_FORM_MESSAGES.lineTotal);
        else priced.push(amount);
      }
      lines.push({
        bookItemId,
        name,
        description,
        unit,
        quantityMilli: quantityMilli ?? 1000,
        unitPriceCents: unitPriceCents ?? null,
        taxable: values[at("Taxable")] === "on",
        optional: values[at("Optional")] === "on",
      });
    }
    if (!lines.some((line) => !line.optional)) issue("", QUOTE_FORM_MESSAGES.noLine);
    if (quoteLimit(priced) === "quote") issue("", QUOTE_FORM_MESSAGES.quoteTotal);
    const discount = text("discount");
    const discountCents = discount ? parseDollars(discount) : 0;
    if (discountCents === undefined) issue("discount", QUOTE_FORM_MESSAGES.discount);
    const [notes, terms] = [text("notes"), text("terms")];
    if (notes.length > 2000) issue("notes", QUOTE_FORM_MESSAGES.notes);
    if (terms.length > 2000) issue("terms", QUOTE_FORM_MESSAGES.notes);
    const validUntil = text("validUntil");
    if (!isCalendarDate(validUntil) || validUntil < isoDateInZone(new Date())) issue("validUntil", QUOTE_FORM_MESSAGES.validUntil);
    const deposit = readDeposit(values.depositKind, values.deposit);
    if (!deposit.ok) issue(deposit.path, deposit.message);
    return { intent: form.intent, lines, discountCents: discountCents ?? 0, notes, terms, validUntil, deposit: deposit.ok ? deposit.ask : null };
  });

type BookWords = Pick<PriceBookItem, "name" | "description" | "unit" | "unitPriceCents" | "taxable">;

/**
 * A price-book row as it is sent: each field it leaves empty taken from its item (the description
 * too, unless a name was typed), taxable as the item unless a name was typed.
 */
export function filledFromBook(line: Pick<QuoteLineInput, "name" | "description" | "unit" | "unitPriceCents" | "taxable">, item: BookWords) {
  return {
    name: line.name || item.name,
    description: line.description || (line.name ? "" : item.description),
    unit: line.unit || item.unit,
    unitPriceCents: line.unitPriceCents ?? item.unitPriceCents,
    taxable: line.name ? line.taxable : item.taxable,
  };
}

/** A row's fields once its price-book item is chosen: the item's words, price and tax, all of them. */
export function bookRowFields(item: BookWords): Record<"Name" | "Description" | "Unit" | "Price" | "Taxable", string> {
  return { Name: item.name, Description: item.description, Unit: item.unit, Price: centsInput(item.unitPriceCents), Taxable: item.taxable ? "on" : "" };
}

/**
 * The builder's posted values with each price-book row's empty fields filled as sending fills
 * them, so the rows show the item's price after the page comes back (Preview, without JavaScript).
 */
export function withBookRows<Values extends Record<string, unknown>>(values: Values, book: (BookWords & { id: number })[]): Values {
  const filled: Record<string, unknown> = { ...values };
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
  for (let index = 0; index < MAX_QUOTE_LINES; index += 1) {
    const at = (field: LineField) => lineField(index, field);
    const item = book.find((entry) => String(entry.id) === text(at("Book")));
    if (!item) continue;
    const line = filledFromBook({ name: text(at("Name")), description: text(at("Description")), unit: text(at("Unit")), unitPriceCents: null, taxable: values[at("Taxable")] === "on" }, item);
    Object.assign(filled, { [at("Name")]: line.name, [at("Description")]: line.description, [at("Unit")]: line.unit });
    if (line.taxable) filled[at("Taxable")] = "on";
    else delete filled[at("Taxable")];
    if (!text(at("Price"))) filled[at("Price")] = centsInput(item.unitPriceCents);
  }
  return filled as Values;
}

/** The default valid-until date: QUOTE_VALID_DAYS from today (Los Angeles). */
export function defaultValidUntil(now: Date = new Date()): string {
  return format(addDays(parseISO(isoDateInZone(now)), QUOTE_VALID_DAYS), "yyyy-MM-dd");
}
