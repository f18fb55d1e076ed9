import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Transaction } from "~/db/client.server";
import { priceBookItems, quoteAnswers, quoteItems, quotes } from "~/db/schema";
import type { QuoteAnswer, QuoteStatus } from "~/db/quote-values";
import type { ItemWords } from "./price-book";
import { lockLead } from "~/leads/leads.server";
import { enqueueMail } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { isoDateInZone } from "~/utils/dates";
import { isUuid } from "~/utils/uuid";
import { depositAskOf, depositCents, depositColumns, lineCents, quoteLimit, quoteTotals, type DepositAsk, type Totals } from "./money";
import { quoteAnswerAlert, quoteMessages } from "./messages.server";
import { getTaxRate } from "./price-book.server";
import { filledFromBook, type QuoteFormValue, type QuoteLineInput } from "./quote-form";
import { recordQuoteEvent } from "./history.server";

/** A quote's line: its words (with the price book's Spanish of those it took from it unchanged, else empty) and its figures. */
export type QuoteLine = ItemWords & {
  position: number;
  quantityMilli: number;
  unitPriceCents: number;
  taxable: boolean;
  optional: boolean;
  amountCents: number;
  bookItemId: number | null;
};

export type QuoteAnswerRecord = {
  answer: QuoteAnswer;
  version: number;
  chosenPositions: number[];
  totalCents: number | null;
  /** The deposit due on this approval, in cents (0 without one). */
  depositCents: number;
  signedName: string | null;
  message: string | null;
  clientIp: string | null;
  userAgent: string | null;
  at: Date;
};

/** One version of a lead's quote, with its lines and the customer's answer. */
export type QuoteRecord = {
  id: string;
  leadId: string;
  version: number;
  status: QuoteStatus;
  discountCents: number;
  taxRateMilli: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  notes: string;
  terms: string;
  validUntil: string;
  /** The deposit this version asks, and the office's waiver of it (decision 089). */
  deposit: DepositAsk;
  depositWaived: { by: string; at: Date } | null;
  sentBy: string;
  sentAt: Date;
  answeredAt: Date | null;
  lines: QuoteLine[];
  answer: QuoteAnswerRecord | null;
};

/** The totals of a quote's lines with the optional lines at `chosen` positions taken. */
export function totalsOf(quote: Pick<QuoteRecord, "lines" | "discountCents" | "taxRateMilli">, chosen: readonly number[]): Totals {
  const picked = new Set(quote.lines.flatMap((line, index) => (line.optional && chosen.includes(line.position) ? [index] : [])));
  return quoteTotals(quote.lines, picked, quote.discountCents, quote.taxRateMilli);
}

/** Whether the quote's last day has passed (Los Angeles dates). */
export function isExpired(quote: Pick<QuoteRecord, "validUntil">, now: Date = new Date()): boolean {
  return quote.validUntil < isoDateInZone(now);
}

/**
 * The lines, every empty field of a price-book row taken from its item (an item since removed
 * leaves the row as typed); each word the row has as the book has it (taken, or left as filled in)
 * keeps the book's Spanish with it, a word staff changed has none.
 */
async function fillFromPriceBook(tx: Transaction, lines: QuoteLineInput[]): Promise<Omit<QuoteLine, "position" | "amountCents">[] | { missing: number }> {
  const ids = [...new Set(lines.flatMap((line) => (line.bookItemId ? [line.bookItemId] : [])))];
  const book = ids.length ? await tx.select().from(priceBookItems).where(inArray(priceBookItems.id, ids)) : [];
  const byId = new Map(book.map((item) => [item.id, item]));
  const filled: Omit<QuoteLine, "position" | "amountCents">[] = [];
  for (const [index, line] of lines.entries()) {
    const item = line.bookItemId ? byId.get(line.bookItemId) : undefined;
    const { name, description, unit, unitPriceCents, taxable } = item ? filledFromBook(line, item) : line;
    if (!name || unitPriceCents === null) return { missing: index };
    filled.push({
      name,
      description,
      unit,
      nameEs: item && name === item.name ? item.nameEs : "",
      descriptionEs: item && description && description === item.description ? item.descriptionEs : "",
      unitEs: item && unit && unit === item.unit ? item.unitEs : "",
      quantityMilli: line.quantityMilli,
      unitPriceCents,
      taxable,
      optional: line.optional,
      bookItemId: item?.id ?? null,
    });
  }
  return filled;
}

/** Why lines cannot make a quote: a price-book item removed meanwhile, or a line or the lines together over MAX_QUOTE_CENTS. */
type LinesRefusal = "price-book-item-gone" | "line-limit" | "quote-limit" | "deposit-over-total";

/** A fixed deposit past the quote's total before optional items (decision 089): a percentage never is. */
function depositOverTotal(ask: DepositAsk | undefined, totalCents: number): boolean {
  return Boolean(ask && "fixedCents" in ask && ask.fixedCents > totalCents);
}

/** The lines filled from the price book and held to the quote's limits (a price-book row's price is only known here). */
async function quoteLines(tx: Transaction, lines: QuoteLineInput[]): Promise<Omit<QuoteLine, "position" | "amountCents">[] | { refused: LinesRefusal }> {
  const filled = await fillFromPriceBook(tx, lines);
  if ("missing" in filled) return { refused: "price-book-item-gone" };
  const limit = quoteLimit(filled);
  return limit === "ok" ? filled : { refused: `${limit}-limit` };
}

export type PreviewOutcome = { ok: true; lines: QuoteLine[]; totals: Totals; taxRateMilli: number; depositCents: number } | { ok: false; reason: LinesRefusal };

/** What the quote would read as, without sending it (the builder's Preview). */
export async function previewQuote(value: QuoteFormValue): Promise<PreviewOutcome> {
  return getDb().transaction(async (tx) => {
    const filled = await quoteLines(tx, value.lines);
    if ("refused" in filled) return { ok: false, reason: filled.refused };
    const taxRateMilli = await getTaxRate(tx);
    const lines = filled.map((line, index) => ({ ...line, position: index + 1, amountCents: lineCents(line) }));
    const totals = quoteTotals(lines, new Set(), value.discountCents, taxRateMilli);
    if (depositOverTotal(value.deposit, totals.totalCents)) return { ok: false, reason: "deposit-over-total" };
    return { ok: true, lines, totals, taxRateMilli, depositCents: depositCents(value.deposit ?? null, totals.totalCents) };
  });
}

export type SendOutcome =
  | { ok: true; version: number; totalCents: number }
  | { ok: false; reason: "not-found" | "erased" | "approved" | "no-contact" | LinesRefusal };

/**
 * Sends a new version of the lead's quote: the version before it, if still waiting, is
 * superseded in the same transaction (under the lead's row lock, so two sends make two versions,
 * never two waiting ones), and the customer's e-mail (and text, with their consent) is queued
 * with it. An approved quote is final: a change after approval is a new request.
 */
export async function sendQuote(leadId: string, value: QuoteFormValue, sentBy: string): Promise<SendOutcome> {
  if (!isUuid(leadId)) return { ok: false, reason: "not-found" };
  return getDb().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not-found" };
    if (lead.erasedAt) return { ok: false, reason: "erased" };
    const phone = lead.smsConsentAt ? toE164(lead.phone) : undefined;
    if (!lead.email && !phone) return { ok: false, reason: "no-contact" };
    const [latest] = await tx.select().from(quotes).where(eq(quotes.leadId, leadId)).orderBy(desc(quotes.version)).limit(1);
    if (latest?.status === "approved") return { ok: false, reason: "approved" };
    const filled = await quoteLines(tx, value.lines);
    if ("refused" in filled) return { ok: false, reason: filled.refused };
    const taxRateMilli = await getTaxRate(tx);
    const totals = quoteTotals(filled, new Set(), value.discountCents, taxRateMilli);
    if (depositOverTotal(value.deposit, totals.totalCents)) return { ok: false, reason: "deposit-over-total" };
    await tx.update(quotes).set({ status: "superseded" }).where(and(eq(quotes.leadId, leadId), eq(quotes.status, "sent")));
    const version = (latest?.version ?? 0) + 1;
    const [quote] = await tx
      .insert(quotes)
      .values({
        leadId,
        version,
        discountCents: totals.discountCents,
        taxRateMilli,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        notes: value.notes,
        terms: value.terms,
        validUntil: value.validUntil,
        ...depositColumns(value.deposit ?? null),
        sentBy,
      })
      .returning();
    await tx.insert(quoteItems).values(
      filled.map((line, index) => ({
        quoteId: quote!.id,
        position: index + 1,
        name: line.name,
        description: line.description,
        unit: line.unit,
        nameEs: line.nameEs,
        descriptionEs: line.descriptionEs,
        unitEs: line.unitEs,
        quantityMilli: line.quantityMilli,
        unitPriceCents: line.unitPriceCents,
        taxable: line.taxable,
        optional: line.optional,
        priceBookItemId: line.bookItemId,
      })),
    );
    await recordQuoteEvent(tx, lead, { by: sentBy, version, totalCents: totals.totalCents, what: "sent" });
    const facts = { version, totalCents: totals.totalCents, validUntil: value.validUntil };
    for (const message of quoteMessages(lead, facts, "sent", { email: lead.email, phone }, `quote:${quote!.id}`)) await enqueueMail(tx, message);
    return { ok: true, version, totalCents: totals.totalCents };
  });
}

type QuoteRow = typeof quotes.$inferSelect;

async function withLines(rows: QuoteRow[]): Promise<QuoteRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, answers] = await Promise.all([
    getDb().select().from(quoteItems).where(inArray(quoteItems.quoteId, ids)).orderBy(asc(quoteItems.position)),
    getDb().select().from(quoteAnswers).where(inArray(quoteAnswers.quoteId, ids)),
  ]);
  return rows.map((row) => {
    const answer = answers.find((entry) => entry.quoteId === row.id);
    return {
      id: row.id,
      leadId: row.leadId,
      version: row.version,
      status: row.status as QuoteStatus,
      discountCents: row.discountCents,
      taxRateMilli: row.taxRateMilli,
      subtotalCents: row.subtotalCents,
      taxCents: row.taxCents,
      totalCents: row.totalCents,
      notes: row.notes,
      terms: row.terms,
      validUntil: row.validUntil,
      deposit: depositAskOf(row),
      depositWaived: row.depositWaivedBy && row.depositWaivedAt ? { by: row.depositWaivedBy, at: row.depositWaivedAt } : null,
      sentBy: row.sentBy,
      sentAt: row.sentAt,
      answeredAt: row.answeredAt,
      lines: items
        .filter((item) => item.quoteId === row.id)
        .map((item) => ({
          position: item.position,
          name: item.name,
          description: item.description,
          unit: item.unit,
          nameEs: item.nameEs,
          descriptionEs: item.descriptionEs,
          unitEs: item.unitEs,
          quantityMilli: item.quantityMilli,
          unitPriceCents: item.unitPriceCents,
          taxable: item.taxable,
          optional: item.optional,
          amountCents: lineCents(item),
          bookItemId: item.priceBookItemId,
        })),
      answer: answer
        ? {
            answer: answer.answer as QuoteAnswer,
            version: answer.version,
            chosenPositions: answer.chosenPositions,
            totalCents: answer.totalCents,
            depositCents: answer.depositCents,
            signedName: answer.signedName,
            message: answer.message,
            clientIp: answer.clientIp,
            userAgent: answer.userAgent,
            at: answer.createdAt,
          }
        : null,
    };
  });
}

/** Every version of the lead's quote, the latest first (the lead's page). */
export async function quoteVersions(leadId: string): Promise<QuoteRecord[]> {
  if (!isUuid(leadId)) return [];
  return withLines(await getDb().select().from(quotes).where(eq(quotes.leadId, leadId)).orderBy(desc(quotes.version)));
}

/** The lead's latest quote version: the only one a customer sees or may answer. */
/** The status of the request's latest quote, read in a transaction of the caller's (the visit booked after an approval); undefined before any quote. */
export async function latestQuoteStatus(tx: Transaction, leadId: string): Promise<string | undefined> {
  const [row] = await tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.leadId, leadId)).orderBy(desc(quotes.version)).limit(1);
  return row?.status;
}

export async function latestQuote(leadId: string): Promise<QuoteRecord | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [row] = await getDb().select().from(quotes).where(eq(quotes.leadId, leadId)).orderBy(desc(quotes.version)).limit(1);
  return row ? (await withLines([row]))[0] : undefined;
}

export type CustomerAnswer =
  | { answer: "approved"; chosen: number[]; signedName: string }
  | { answer: "declined" | "changes-requested"; message: string };

export type AnswerOutcome =
  | { ok: true; quote: QuoteRecord }
  | { ok: false; reason: "not-found" | "superseded" | "answered" | "expired"; latest?: QuoteRecord };

/**
 * The customer's answer to the version they were shown (`version`): taken only while that
 * version is the lead's latest, still waiting and not expired, by one conditional UPDATE (two
 * answers at once: one wins) under the lead's row lock (an answer and a new version at once: one
 * wins). Writes the audit record and queues the staff's alert with it.
 */
export async function answerQuote(leadId: string, version: number, input: CustomerAnswer, client: { ip: string | null; userAgent: string | null }, now: Date = new Date()): Promise<AnswerOutcome> {
  const latest = await latestQuote(leadId);
  if (!latest) return { ok: false, reason: "not-found" };
  if (latest.version !== version) return { ok: false, reason: "superseded", latest };
  if (latest.status !== "sent") return { ok: false, reason: "answered", latest };
  if (isExpired(latest, now)) return { ok: false, reason: "expired", latest };
  const chosen = input.answer === "approved" ? latest.lines.filter((line) => line.optional && input.chosen.includes(line.position)).map((line) => line.position) : [];
  const totals = input.answer === "approved" ? totalsOf(latest, chosen) : null;
  const taken = await getDb().transaction(async (tx) => {
    // The lead's row first, as sendQuote takes it: an answer and a new version wait for each
    // other, so the claim below sees a version sent meanwhile (superseded) and an approval stops the send.
    const lead = await lockLead(tx, leadId);
    if (!lead) return false;
    const [claimed] = await tx
      .update(quotes)
      .set({ status: input.answer, answeredAt: sql`now()` })
      .where(and(eq(quotes.id, latest.id), eq(quotes.status, "sent"), sql`${quotes.validUntil} >= ${isoDateInZone(now)}`))
      .returning({ id: quotes.id });
    if (!claimed) return false;
    await tx.insert(quoteAnswers).values({
      quoteId: latest.id,
      answer: input.answer,
      version: latest.version,
      chosenPositions: chosen,
      subtotalCents: totals?.subtotalCents ?? null,
      discountCents: totals?.discountCents ?? null,
      taxCents: totals?.taxCents ?? null,
      totalCents: totals?.totalCents ?? null,
      depositCents: totals ? depositCents(latest.deposit, totals.totalCents) : 0,
      signedName: input.answer === "approved" ? input.signedName : null,
      message: input.answer === "approved" ? null : input.message,
      clientIp: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    await recordQuoteEvent(tx, lead, { by: "customer", version: latest.version, totalCents: totals?.totalCents ?? null, what: input.answer });
    await enqueueMail(
      tx,
      quoteAnswerAlert({
        lead,
        version: latest.version,
        answer: input.answer,
        totalCents: totals?.totalCents ?? null,
        chosen: latest.lines.filter((line) => chosen.includes(line.position)).map((line) => line.name),
        signedName: input.answer === "approved" ? input.signedName : null,
        message: input.answer === "approved" ? null : input.message,
      }),
    );
    return true;
  });
  const after = await latestQuote(leadId);
  if (!taken) return { ok: false, reason: after && after.version !== version ? "superseded" : "answered", latest: after };
  return { ok: true, quote: after! };
}
