import { bookableServices } from "~/content/site";
import { z } from "~/utils/zod";
import { formatTaxRate, parseTaxRate } from "./money";
import { parseDollars } from "~/utils/money";
import { readDeposit } from "./deposit-form";

/** A price-book item as the admin shows it. */
export type PriceBookItem = {
  id: number;
  service: string;
  name: string;
  description: string;
  unit: string;
  /** The same words in Spanish, shown on a quote read in Spanish. */
  nameEs: string;
  descriptionEs: string;
  unitEs: string;
  unitPriceCents: number;
  taxable: boolean;
};

export type ItemWords = Pick<PriceBookItem, "name" | "description" | "unit" | "nameEs" | "descriptionEs" | "unitEs">;

/** An item's words in both languages, and nothing else of it. */
export function itemWords({ name, description, unit, nameEs, descriptionEs, unitEs }: ItemWords): ItemWords {
  return { name, description, unit, nameEs, descriptionEs, unitEs };
}

export const PRICE_BOOK_MESSAGES = {
  service: "Please choose a service.",
  name: "Please enter the item's name (up to 120 characters).",
  description: "The description can be up to 500 characters.",
  unit: "Please enter a unit such as 'each' or 'hour' (up to 30 characters).",
  nameEs: "Please enter the item's name in Spanish (up to 120 characters).",
  unitEs: "Please enter the unit in Spanish, such as 'unidad' or 'hora' (up to 30 characters).",
  price: "Please enter a price such as 85 or 85.50.",
  taxRate: "Please enter a rate from 0 to 20 percent, such as 9.5.",
} as const;

const serviceSlugs = bookableServices.map((service) => service.slug) as [string, ...string[]];

/** A price in dollars as typed, as whole cents. */
export const dollarsField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, context) => {
      const cents = parseDollars(value);
      if (cents === undefined || cents > 10_000_000) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

const itemFields = {
  service: z.enum(serviceSlugs, { error: PRICE_BOOK_MESSAGES.service }),
  name: z.string({ error: PRICE_BOOK_MESSAGES.name }).trim().min(1, PRICE_BOOK_MESSAGES.name).max(120, PRICE_BOOK_MESSAGES.name),
  description: z.string().trim().max(500, PRICE_BOOK_MESSAGES.description).default(""),
  unit: z.string({ error: PRICE_BOOK_MESSAGES.unit }).trim().min(1, PRICE_BOOK_MESSAGES.unit).max(30, PRICE_BOOK_MESSAGES.unit),
  nameEs: z.string({ error: PRICE_BOOK_MESSAGES.nameEs }).trim().min(1, PRICE_BOOK_MESSAGES.nameEs).max(120, PRICE_BOOK_MESSAGES.nameEs),
  descriptionEs: z.string().trim().max(500, PRICE_BOOK_MESSAGES.description).default(""),
  unitEs: z.string({ error: PRICE_BOOK_MESSAGES.unitEs }).trim().min(1, PRICE_BOOK_MESSAGES.unitEs).max(30, PRICE_BOOK_MESSAGES.unitEs),
  unitPrice: dollarsField(PRICE_BOOK_MESSAGES.price),
  taxable: z.literal("on").optional(),
};

export const addItemSchema = z.object({ intent: z.literal("add-item"), ...itemFields });
export const updateItemSchema = z.object({ intent: z.literal("update-item"), itemId: z.coerce.number().int().positive(), ...itemFields });
export const removeItemSchema = z.object({ intent: z.literal("remove-item"), itemId: z.coerce.number().int().positive() });
export const taxRateSchema = z.object({
  intent: z.literal("tax-rate"),
  taxRate: z
    .string({ error: PRICE_BOOK_MESSAGES.taxRate })
    .trim()
    .transform((value, context) => {
      const milli = parseTaxRate(value);
      if (milli === undefined) {
        context.addIssue({ code: "custom", message: PRICE_BOOK_MESSAGES.taxRate });
        return z.NEVER;
      }
      return milli;
    }),
});

/** The deposit new quotes ask by default (decision 089): the builder's two fields. */
export const depositDefaultSchema = z
  .object({ intent: z.literal("deposit-default"), depositKind: z.string().optional(), deposit: z.string().optional() })
  .transform((form, context) => {
    const read = readDeposit(form.depositKind, form.deposit);
    if (!read.ok) {
      context.addIssue({ code: "custom", path: [read.path], message: read.message });
      return z.NEVER;
    }
    return { intent: form.intent, ask: read.ask };
  });

/** The price-book page's forms, told apart by `intent`. */
export const priceBookPageSchema = z.discriminatedUnion("intent", [addItemSchema, updateItemSchema, removeItemSchema, taxRateSchema]);

/** "9.5" for the tax rate's input. */
export function taxRateInput(milli: number): string {
  return formatTaxRate(milli).replace("%", "");
}
