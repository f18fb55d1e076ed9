import { data, redirect, type RouterContextProvider } from "react-router";
import { business } from "~/business/profile.server";
import type { Lang } from "~/content/i18n/languages";
import { localePath } from "~/content/i18n/paths";
import { clientIpContext } from "~/context";
import { getDb } from "~/db/client.server";
import type { OfflineMethod } from "~/db/payment-values";
import { FORM_MESSAGES } from "~/forms/fields";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { findLead } from "~/leads/leads.server";
import { LIMITS } from "~/security/limits";
import { clientFingerprint, hitRateLimit } from "~/security/rate-limit.server";
import { env, siteUrl } from "~/utils/env.server";
import { requestLang } from "~/utils/i18n";
import { logger } from "~/utils/logger.server";
import { z } from "~/utils/zod";
import { depositOfLead } from "./deposits.server";
import { DEPOSIT_WORDS, refundedWords } from "./deposit-words";
import type { DepositStatus } from "./deposit-view";
import { checkoutState } from "./payments.server";
import { cardPaymentsEnabled, createDepositCheckout } from "./stripe.server";

/** The deposit of an approved quote as its customer sees it on the quote page (decision 089). */
export type CustomerDepositView = {
  state: DepositStatus;
  /** What was paid (less refunds) and given back, in cents (the refunded state's words). */
  paidCents: number;
  refundedCents: number;
  /** What is still due, in cents: the card button's amount, and the form's check against a changed one. */
  dueCents: number;
  /** The deposit the approval asked, in cents. */
  askedCents: number;
  /** Card payments are offered (Stripe's keys are set) and something is due. */
  card: boolean;
  /** The other ways the owner takes a deposit (`DEPOSIT_OFFLINE_METHODS`). */
  offline: OfflineMethod[];
  /** Back from Checkout (`?checkout=<session>`): paid or pending, as the database says. */
  checkout: "paid" | "pending" | null;
};

/** The lead's deposit for its quote page, or null when its approved quote asks none. */
export async function customerDeposit(leadId: string, checkoutSession: string | null): Promise<CustomerDepositView | null> {
  const deposit = await depositOfLead(leadId);
  if (!deposit) return null;
  const dueCents = deposit.state === "waiting" ? deposit.dueCents - deposit.paidCents : 0;
  return {
    state: deposit.state,
    paidCents: deposit.paidCents,
    refundedCents: deposit.refundedCents,
    dueCents,
    askedCents: deposit.dueCents,
    card: cardPaymentsEnabled() && dueCents > 0,
    offline: env().DEPOSIT_OFFLINE_METHODS,
    checkout: checkoutSession ? await checkoutState(getDb(), leadId, checkoutSession) : null,
  };
}

/** "Deposit paid" for the status page once paid, "Deposit refunded" once given back, "Deposit due $100.00" until then; null without a deposit. */
export async function statusDeposit(leadId: string, lang: Lang): Promise<{ due: boolean; words: string; url: string } | null> {
  const deposit = await depositOfLead(leadId);
  if (!deposit || deposit.state === "waived") return null;
  const words = DEPOSIT_WORDS[lang];
  const text = deposit.state === "paid" ? words.paid : deposit.state === "refunded" ? refundedWords(words, deposit) : words.due(deposit.dueCents - deposit.paidCents);
  return { due: deposit.state === "waiting", words: text, url: localePath(lang, `/status/${leadId}/quote#deposit`) };
}

export type DepositPayReply = { depositError: string };

/** The pay form: the amount the page showed, in cents, checked against the server's (a changed or tampered one pays nothing). */
export const depositPaySchema = z.object({ intent: z.literal("pay-deposit"), amountCents: z.string().max(12) });

/**
 * "Pay the deposit by card" on the quote page (posted to `?deposit`): counted per client before
 * the body is read, the amount the page showed compared with the deposit still due as the database
 * has it (a different one, changed or tampered, is refused with the right amount and charges
 * nothing), then a Stripe Checkout page for the server's amount and a redirect to it. The customer
 * comes back to the quote page with the session's id; the page says paid or pending from the
 * database (the webhook records the payment).
 */
export async function depositPayAction({ request, params, context }: { request: Request; params: { requestId?: string }; context: Readonly<RouterContextProvider> }) {
  const lang = requestLang(request);
  const words = DEPOSIT_WORDS[lang];
  const refused = (status: number, error: string) => data<DepositPayReply>({ depositError: error }, { status });
  const limit = LIMITS.invoicePay;
  const { allowed } = await hitRateLimit(`deposit-pay:${clientFingerprint(context.get(clientIpContext))}`, limit.limit, limit.windowSeconds);
  if (!allowed) return refused(429, words.tooMany);
  let form: FormData;
  try {
    form = await readFormData(request, depositPaySchema);
  } catch (error) {
    if (error instanceof FormRefusedError) return refused(error.status, FORM_MESSAGES.notAForm);
    throw error;
  }
  const parsed = depositPaySchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused(400, FORM_MESSAGES.notAForm);
  const id = (params.requestId ?? "").trim();
  const [lead, deposit] = await Promise.all([findLead(id), depositOfLead(id)]);
  if (!lead || lead.erasedAt || !deposit) return refused(404, words.notFound);
  const page = localePath(lang, `/status/${lead.id}/quote`);
  if (deposit.state !== "waiting") return redirect(`${page}#deposit`, 303);
  const dueCents = deposit.dueCents - deposit.paidCents;
  if (parsed.data.amountCents !== String(dueCents)) return refused(409, words.changed(dueCents));
  if (!cardPaymentsEnabled()) return refused(409, words.cardUnavailable);
  try {
    const checkout = await createDepositCheckout({
      quoteId: deposit.quoteId,
      leadId: lead.id,
      label: `${words.title}${lead.reference ? ` ${lead.reference}` : ""}`,
      amountCents: dueCents,
      lang,
      successUrl: `${siteUrl(page)}?checkout={CHECKOUT_SESSION_ID}#deposit`,
      cancelUrl: `${siteUrl(page)}#deposit`,
    });
    return redirect(checkout.url, 303);
  } catch (error) {
    logger.error({ err: error, quote: deposit.quoteId }, "opening a Stripe Checkout page for a deposit failed");
    return refused(503, words.payFailed(business().contact.phone));
  }
}
