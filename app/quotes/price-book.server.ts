import { asc, eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "~/db/client.server";
import { priceBookItems, quoteSettings } from "~/db/schema";
import type { PriceBookItem } from "./price-book";
import { depositAskOf, depositColumns, type DepositAsk } from "./money";

type ItemValues = Omit<PriceBookItem, "id">;

/** Every price-book item, by service and name. */
export async function listPriceBook(): Promise<PriceBookItem[]> {
  return getDb()
    .select({
      id: priceBookItems.id,
      service: priceBookItems.service,
      name: priceBookItems.name,
      description: priceBookItems.description,
      unit: priceBookItems.unit,
      nameEs: priceBookItems.nameEs,
      descriptionEs: priceBookItems.descriptionEs,
      unitEs: priceBookItems.unitEs,
      unitPriceCents: priceBookItems.unitPriceCents,
      taxable: priceBookItems.taxable,
    })
    .from(priceBookItems)
    .orderBy(asc(priceBookItems.service), asc(priceBookItems.name), asc(priceBookItems.id));
}

export async function addPriceBookItem(values: ItemValues, by: string): Promise<void> {
  await getDb().insert(priceBookItems).values({ ...values, updatedBy: by });
}

/** False when the item is gone. */
export async function updatePriceBookItem(id: number, values: ItemValues, by: string): Promise<boolean> {
  const rows = await getDb()
    .update(priceBookItems)
    .set({ ...values, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(priceBookItems.id, id))
    .returning({ id: priceBookItems.id });
  return rows.length > 0;
}

/** Quotes keep their own copy of each line: removing an item changes no quote. */
export async function removePriceBookItem(id: number): Promise<boolean> {
  const rows = await getDb().delete(priceBookItems).where(eq(priceBookItems.id, id)).returning({ id: priceBookItems.id });
  return rows.length > 0;
}

/** The tax rate in thousandths of a percent; 0 until a Super Admin sets it. */
export async function getTaxRate(tx?: Transaction): Promise<number> {
  const [row] = await (tx ?? getDb()).select({ rate: quoteSettings.taxRateMilli }).from(quoteSettings).where(eq(quoteSettings.id, 1));
  return row?.rate ?? 0;
}

export async function saveTaxRate(milli: number, by: string): Promise<void> {
  await getDb()
    .insert(quoteSettings)
    .values({ id: 1, taxRateMilli: milli, updatedBy: by })
    .onConflictDoUpdate({ target: quoteSettings.id, set: { taxRateMilli: milli, updatedBy: by, updatedAt: sql`now()` } });
}

/** The deposit a new quote asks by default (decision 089); none until a Super Admin sets one. */
export async function getDepositDefault(tx?: Transaction): Promise<DepositAsk> {
  const [row] = await (tx ?? getDb()).select({ depositPercent: quoteSettings.depositPercent, depositFixedCents: quoteSettings.depositFixedCents }).from(quoteSettings).where(eq(quoteSettings.id, 1));
  return row ? depositAskOf(row) : null;
}

export async function saveDepositDefault(ask: DepositAsk, by: string): Promise<void> {
  const columns = depositColumns(ask);
  await getDb()
    .insert(quoteSettings)
    .values({ id: 1, ...columns, updatedBy: by })
    .onConflictDoUpdate({ target: quoteSettings.id, set: { ...columns, updatedBy: by, updatedAt: sql`now()` } });
}
