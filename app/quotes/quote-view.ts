import type { Lang } from "~/content/i18n";
import type { QuoteStatus } from "~/db/quote-values";
import { formatCalendarDate, formatShortDateTime } from "~/utils/dates";
import { formatQuantity } from "./money";
import { formatCents } from "~/utils/money";
import type { QuoteLine, QuoteRecord } from "./quotes.server";

/** The words for a quote's state, on the lead's page and in the admin list's filter. */
export const QUOTE_STATE_WORDS: Record<QuoteStatus, string> = {
  sent: "Quote sent",
  approved: "Quote approved",
  declined: "Quote declined",
  "changes-requested": "Changes asked",
  superseded: "Superseded",
};

/** "Quote approved (v2, $1,234.00)": the approved total when approved, the quote's own otherwise. */
export function quoteStateLabel(quote: { status: QuoteStatus; version: number; totalCents: number; answer: { totalCents: number | null } | null }): string {
  const total = quote.answer?.totalCents ?? quote.totalCents;
  return `${QUOTE_STATE_WORDS[quote.status]} (v${quote.version}, ${formatCents(total)})`;
}

/** A quote version as the lead's page shows it (formatted by the route's loader). */
export type LeadQuoteView = {
  version: number;
  status: QuoteStatus;
  totalCents: number;
  sent: string;
  validUntil: string;
  answer: {
    totalCents: number | null;
    when: string;
    signedName: string | null;
    chosen: string[];
    message: string | null;
    clientIp: string | null;
    userAgent: string | null;
  } | null;
};

/** The lead page's view of each version, the latest first. */
export function leadQuoteViews(records: QuoteRecord[]): LeadQuoteView[] {
  return records.map((quote) => ({
    version: quote.version,
    status: quote.status,
    totalCents: quote.totalCents,
    sent: formatShortDateTime(quote.sentAt),
    validUntil: formatCalendarDate(quote.validUntil),
    answer: quote.answer && {
      totalCents: quote.answer.totalCents,
      when: formatShortDateTime(quote.answer.at),
      signedName: quote.answer.signedName,
      chosen: quote.lines.filter((line) => quote.answer!.chosenPositions.includes(line.position)).map((line) => line.name),
      message: quote.answer.message,
      clientIp: quote.answer.clientIp,
      userAgent: quote.answer.userAgent,
    },
  }));
}

/** A quote line as a page shows it. */
export type QuoteLineView = {
  position: number;
  name: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  amountCents: number;
  optional: boolean;
  taxable: boolean;
};

/** "2 each", "1.5 hour" */
export function quantityWords(line: { quantityMilli: number; unit: string }): string {
  return `${formatQuantity(line.quantityMilli)}${line.unit ? ` ${line.unit}` : ""}`;
}

/** A line's word in each language, from its English and its Spanish (the price book's, when it has one). */
const LINE_WORDS: Record<Lang, (english: string, spanish: string) => string> = {
  en: (english) => english,
  es: (english, spanish) => spanish || english,
};

/** The lines as a page in `lang` shows them: in Spanish, the price book's Spanish of each word that has it. */
export function lineViews(lines: QuoteLine[], lang: Lang = "en"): QuoteLineView[] {
  const inLang = LINE_WORDS[lang];
  return lines.map((line) => ({
    position: line.position,
    name: inLang(line.name, line.nameEs),
    description: inLang(line.description, line.descriptionEs),
    quantity: quantityWords({ quantityMilli: line.quantityMilli, unit: inLang(line.unit, line.unitEs) }),
    unitPrice: formatCents(line.unitPriceCents),
    amount: formatCents(line.amountCents),
    amountCents: line.amountCents,
    optional: line.optional,
    taxable: line.taxable,
  }));
}
