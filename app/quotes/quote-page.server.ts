import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { clientIpContext } from "~/context";
import { FORM_MESSAGES } from "~/forms/fields";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { findLead } from "~/leads/leads.server";
import { withProofKey } from "~/leads/proof/proof";
import { proveCustomer } from "~/leads/proof/prove.server";
import { firstName } from "~/leads/mask";
import { appointmentLabel, isArrivalWindow, visitState, type ArrivalWindow, type VisitState } from "~/leads/visit";
import { LIMITS } from "~/security/limits";
import { clientFingerprint, hitRateLimit, rateLimitReached } from "~/security/rate-limit.server";
import { formatCalendarDate, formatLongDate, formatShortDateTime } from "~/utils/dates";
import type { Lang } from "~/content/i18n";
import { localePath, requestLang, translator } from "~/utils/i18n";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { QuoteStatus } from "~/db/quote-values";
import { formatTaxRate, type DepositAsk, type MoneyLine } from "./money";
import { formatCents } from "~/utils/money";
import { chosenPositions, QUOTE_PAGE_MESSAGES, QUOTE_PAGE_SCHEMAS, quotePageSchema, type QuotePageReply } from "./quote-page";
import { lineViews, type QuoteLineView } from "./quote-view";
import type { StatusQuote } from "./status-step";
import { answerQuote, isExpired, latestQuote, type AnswerOutcome, type CustomerAnswer } from "./quotes.server";

/** A quote as its customer sees it: the company's words and prices, the totals for the items ticked. */
export type CustomerQuoteView = {
  leadId: string;
  reference: string | null;
  firstName: string;
  version: number;
  status: QuoteStatus;
  expired: boolean;
  /** Waiting for the customer's answer and not expired: the optional items may still be ticked. */
  open: boolean;
  sentOn: string;
  validUntil: string;
  lines: QuoteLineView[];
  /** What the page's script recomputes the totals from (app/quotes/money.ts, the same code). */
  money: { lines: (MoneyLine & { position: number })[]; discountCents: number; taxRateMilli: number; deposit: DepositAsk };
  chosen: number[];
  taxRate: string;
  notes: string;
  terms: string;
  answer: { answer: string; when: string; total: string | null; signedName: string | null; depositCents: number } | null;
  /** The visit the request holds (after an approval the customer may pick one here), and whether the office confirmed it (decision 078). */
  visit: string | null;
  visitConfirmed: boolean;
};

export type QuotePageData = { found: true; quote: CustomerQuoteView } | { found: false };

/** The customer's view of the lead's latest quote, with the optional lines at `chosen` ticked, its dates in `lang`. */
export async function loadQuotePage(requestId: string | undefined, chosen: number[] = [], now: Date = new Date(), lang: Lang = "en"): Promise<QuotePageData> {
  const id = (requestId ?? "").trim();
  const [lead, quote] = await Promise.all([findLead(id), latestQuote(id)]);
  if (!lead || !quote || lead.erasedAt) return { found: false };
  const expired = isExpired(quote, now);
  const picked = quote.answer?.answer === "approved" ? quote.answer.chosenPositions : chosen.filter((position) => quote.lines.some((line) => line.optional && line.position === position));
  return {
    found: true,
    quote: {
      leadId: lead.id,
      reference: lead.reference,
      firstName: firstName(lead.name),
      version: quote.version,
      status: quote.status,
      expired,
      open: quote.status === "sent" && !expired,
      sentOn: formatLongDate(quote.sentAt, lang),
      validUntil: formatCalendarDate(quote.validUntil, lang),
      lines: lineViews(quote.lines, lang),
      money: {
        lines: quote.lines.map((line) => ({ position: line.position, quantityMilli: line.quantityMilli, unitPriceCents: line.unitPriceCents, taxable: line.taxable, optional: line.optional })),
        discountCents: quote.discountCents,
        taxRateMilli: quote.taxRateMilli,
        deposit: quote.deposit,
      },
      chosen: picked,
      taxRate: formatTaxRate(quote.taxRateMilli),
      notes: quote.notes,
      terms: quote.terms,
      answer: quote.answer && {
        answer: quote.answer.answer,
        when: formatShortDateTime(quote.answer.at, lang),
        total: quote.answer.totalCents === null ? null : formatCents(quote.answer.totalCents),
        signedName: quote.answer.signedName,
        depositCents: quote.answer.depositCents,
      },
      visit: lead.arrivalWindow ? appointmentLabel(lead.scheduledDate, lead.arrivalWindow, lang) : null,
      visitConfirmed: visitState(lead.status) === "confirmed",
    },
  };
}

/** Books the lead's visit once its quote is approved: the quote's visit flow (app/flows/quote-visit.server.ts), handed in by the route, holds the window in the state the office's settings give it (decision 078). */
export type HoldVisit = (leadId: string, date: string, window: ArrivalWindow) => Promise<{ ok: true; state: VisitState } | { ok: false }>;

type ActionArgs = { request: Request; params: { requestId?: string }; context: Readonly<RouterContextProvider> };

const FORM_OF = { approve: "approve", recalculate: "approve", decline: "decline", changes: "changes", book: "book" } as const;

export const ANSWER_TOASTS = {
  approved: { title: "Quote approved", description: "Thank you! Choose a time for the visit below, or we'll call you to arrange it." },
  declined: { title: "Quote declined", description: "Thank you for letting us know." },
  "changes-requested": { title: "Message sent", description: "We'll send you an updated quote." },
} as const;

/**
 * The quote page's POST: counted per client before the body is read (like every status-page
 * form), checked by the one schema, then recalculated (no write), or, with the customer's proof
 * (decision 074), answered (only the latest version while it waits and has not expired) or, after
 * an approval, a window held for the visit.
 */
export async function quotePageAction({ request, params, context }: ActionArgs, holdVisit: HoldVisit) {
  const id = (params.requestId ?? "").trim();
  const lang = requestLang(request);
  const page = localePath(lang, `/status/${id}/quote`);
  const reply = (status: number, body: QuotePageReply) => data(body, { status });
  const refused = (status: number, message: string, form: QuotePageReply["form"] = "approve") =>
    reply(status, { form, result: { status: "error", error: { "": [message] } }, chosen: [] });
  const key = `quote-answer:${clientFingerprint(context.get(clientIpContext))}`;
  const limit = LIMITS.quoteAnswer;
  try {
    const { allowed } = await rateLimitReached(key, limit.limit, limit.windowSeconds);
    if (!allowed) return refused(429, FORM_MESSAGES.tooManyRequests);
  } catch (error) {
    logger.error({ err: error }, "quote page: checking the rate limit failed");
    return refused(503, QUOTE_PAGE_MESSAGES.failed);
  }
  let form: FormData;
  try {
    form = await readFormData(request, QUOTE_PAGE_SCHEMAS);
  } catch (error) {
    if (error instanceof FormRefusedError) return refused(error.status, FORM_MESSAGES.notAForm);
    throw error;
  }
  const raw = Object.fromEntries(form);
  const which = FORM_OF[String(raw.intent) as keyof typeof FORM_OF] ?? "approve";
  const chosen = chosenPositions(raw);
  const submission = parseWithZod(form, { schema: quotePageSchema });
  if (submission.status !== "success") return reply(400, { form: which, result: submission.reply(), chosen });
  const value = submission.value;
  if (value.intent === "recalculate") return reply(200, { form: "approve", result: submission.reply(), chosen });
  try {
    const verdict = await hitRateLimit(key, limit.limit, limit.windowSeconds);
    if (!verdict.allowed) return reply(429, { form: which, result: submission.reply({ formErrors: [FORM_MESSAGES.tooManyRequests] }), chosen });
    const proof = await proveCustomer(id, "quote", value, context.get(clientIpContext));
    if (!proof.ok) return reply(proof.status, { form: which, result: submission.reply({ fieldErrors: { digits: [proof.message] } }), chosen });
    const back = withProofKey(page, proof.key);
    if (value.intent === "book") {
      const [date, window] = value.slot.split(" ") as [string, string];
      const [lead, quote] = await Promise.all([findLead(id), latestQuote(id)]);
      if (!lead || quote?.status !== "approved" || lead.arrivalWindow || !isArrivalWindow(window)) return refused(409, QUOTE_PAGE_MESSAGES.answered, "book");
      const held = await holdVisit(id, date, window);
      if (!held.ok) return reply(409, { form: "book", result: submission.reply({ formErrors: [QUOTE_PAGE_MESSAGES.windowTaken] }), chosen: [] });
      logger.info({ leadId: id, date, window }, "customer booked a visit after approving a quote");
      const confirmed = held.state === "confirmed";
      return redirectWithToast(back, {
        type: "success",
        title: confirmed ? "Visit confirmed" : "Visit requested",
        description: translator(lang, "forms")(confirmed ? "quote.toastVisitConfirmed" : "quote.toastVisit", { visit: appointmentLabel(date, window, lang) ?? "" }),
      });
    }
    const client = { ip: context.get(clientIpContext), userAgent: request.headers.get("user-agent") };
    const input: CustomerAnswer =
      value.intent === "approve"
        ? { answer: "approved", chosen, signedName: value.signedName ?? "" }
        : { answer: value.intent === "decline" ? "declined" : "changes-requested", message: "message" in value ? (value.message ?? "") : "" };
    const outcome: AnswerOutcome = await answerQuote(id, value.version, input, client);
    if (!outcome.ok) {
      if (outcome.reason === "not-found") return refused(404, "We couldn't find this quote.", which);
      return reply(409, { form: which, result: submission.reply({ resetForm: true }), chosen: [], notice: QUOTE_PAGE_MESSAGES[outcome.reason] });
    }
    logger.info({ leadId: id, version: value.version, answer: input.answer }, "customer answered a quote");
    return redirectWithToast(`${back}${input.answer === "approved" ? "#visit" : ""}`, { type: "success", ...ANSWER_TOASTS[input.answer] });
  } catch (error) {
    logger.error({ err: error }, "quote page: saving the answer failed");
    return reply(503, { form: which, result: submission.reply({ formErrors: [QUOTE_PAGE_MESSAGES.failed] }), chosen });
  }
}

/** The request's quote for its status page (a card and a timeline step), or null before any quote. */
export async function statusQuote(requestId: string, now: Date = new Date(), lang: Lang = "en"): Promise<StatusQuote | null> {
  const quote = await latestQuote(requestId);
  if (!quote) return null;
  const total = quote.answer?.totalCents ?? quote.totalCents;
  return { status: quote.status, version: quote.version, total: formatCents(total), expired: isExpired(quote, now), url: localePath(lang, `/status/${requestId}/quote`) };
}
