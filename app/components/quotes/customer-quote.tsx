import { buttonClass, fieldClass } from "~/components/button-styles";
import { Field, FieldControl, FieldMessages, FormAlert } from "~/components/form-field";
import { WindowChoice } from "~/components/booking/window-choice";
import { CustomerProofField } from "~/components/status/customer-proof-field";
import { QuoteLinesTable } from "~/components/quotes/quote-lines";
import type { WindowDay } from "~/schedule/windows";
import { depositCents, quoteTotals } from "~/quotes/money";
import { formatCents } from "~/utils/money";
import type { QuotePageReply } from "~/quotes/quote-page";
import type { CustomerQuoteView } from "~/quotes/quote-page.server";
import { useLang, useMessage, useT } from "~/components/i18n";
import { DepositCard } from "~/components/payments/deposit-card";
import type { CustomerDepositView } from "~/payments/deposit-page.server";
import { DEPOSIT_WORDS } from "~/payments/deposit-words";

/** `confirmsAtOnce`: a time chosen here is confirmed as it is booked (decision 078). */
type Props = {
  quote: CustomerQuoteView;
  reply: QuotePageReply | undefined;
  windows: WindowDay[];
  confirmsAtOnce: boolean;
  phone: string;
  tel: string;
  proofKey: string | null;
  /** The approved quote's deposit (decision 089), with the pay form's refusal. */
  deposit?: CustomerDepositView | null;
  depositError?: string | null;
};

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:border-0 print:p-0 print:shadow-none";

/**
 * The customer's quote on their status page (/status/:id/quote): items, optional items to tick
 * (the total follows with /quote.js; without JavaScript, Recalculate), tax, total, notes, terms
 * and expiry; approve with their name, decline, or ask for changes; once approved, the version
 * approved (its lines with the optional ones chosen, and its total) and a window for the visit.
 * Plain POST forms (the status pages are not hydrated, decision 025), each act with the customer's
 * proof (decision 074); they post to the page's own address, a link's key included. Printable.
 */
export function CustomerQuote({ quote, reply, windows, confirmsAtOnce, phone, tel, proofKey, deposit, depositError }: Props) {
  const t = useT("forms");
  const depositWords = DEPOSIT_WORDS[useLang()];
  const message = useMessage();
  const { open } = quote;
  const approved = quote.status === "approved";
  const errorsOf = (form: QuotePageReply["form"], name: string) => (reply?.form === form ? (reply.result.error?.[name] ?? undefined) : undefined);
  const typed = (form: QuotePageReply["form"], name: string) => (reply?.form === form ? ((reply.result.initialValue as Record<string, string> | undefined)?.[name] ?? "") : "");
  const chosen = reply?.form === "approve" ? reply.chosen : quote.chosen;
  // The totals for the items ticked (after Recalculate, those of the posted form): the one money module.
  const picked = new Set(quote.money.lines.flatMap((line, index) => (line.optional && chosen.includes(line.position) ? [index] : [])));
  const sums = quoteTotals(quote.money.lines, picked, quote.money.discountCents, quote.money.taxRateMilli);
  const totals = { subtotal: formatCents(sums.subtotalCents), discount: sums.discountCents ? formatCents(sums.discountCents) : null, tax: formatCents(sums.taxCents), total: formatCents(sums.totalCents) };
  // The deposit (decision 089): the one the approval fixed, or, before it, the quote's ask on the items ticked (/quote.js follows them).
  const depositDue = approved ? (quote.answer?.depositCents ?? 0) : depositCents(quote.money.deposit, sums.totalCents);
  return (
    <div className="grid gap-6" data-print-quote="">
      {reply?.notice ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {message(reply.notice)}
        </div>
      ) : null}
      <section aria-labelledby="quote-title" className={card}>
        <h2 id="quote-title" className="text-xl font-bold text-slate-900">
          {approved ? t("quote.cardApproved") : t("quote.card")}
          {quote.version > 1 ? t("quote.version", { version: quote.version }) : ""}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t("quote.sent", { date: quote.sentOn })}
          {quote.reference ? t("quote.reference", { reference: quote.reference }) : ""}
          {t("quote.validUntil", { date: quote.validUntil })}
        </p>
        {/* /quote.js recomputes the totals only while the items may be ticked: an answered quote keeps the totals it was answered with. */}
        <form method="post" id="quote-approve" data-busy-label={t("quote.busy")} className="mt-4 grid gap-4" data-quote={open ? JSON.stringify(quote.money) : undefined}>
          <input type="hidden" name="version" value={quote.version} />
          <FormAlert errors={errorsOf("approve", "")} />
          {/* Approved: the lines approved, the optional ones chosen among them, so the table adds up to the total below. */}
          <QuoteLinesTable
            lines={approved ? quote.lines.filter((line) => !line.optional || chosen.includes(line.position)) : quote.lines}
            caption={t("quote.items")}
            choose={open ? { chosen } : undefined}
            approved={approved}
          />
          <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-live="polite">
            <dt className="text-slate-700">{t("quote.subtotal")}</dt>
            <dd className="text-right" data-quote-total="subtotal">
              {totals.subtotal}
            </dd>
            {totals.discount ? (
              <>
                <dt className="text-slate-700">{t("quote.discount")}</dt>
                <dd className="text-right" data-quote-total="discount">
                  −{totals.discount}
                </dd>
              </>
            ) : null}
            <dt className="text-slate-700">{t("quote.tax", { rate: quote.taxRate })}</dt>
            <dd className="text-right" data-quote-total="tax">
              {totals.tax}
            </dd>
            <dt className="font-bold text-slate-900">{t("quote.total")}</dt>
            <dd className="text-right font-bold text-slate-900" data-quote-total="total" data-testid="quote-total">
              {totals.total}
            </dd>
          </dl>
          {depositDue > 0 ? (
            <p className="ml-auto w-full max-w-xs text-right text-sm font-semibold text-slate-900" data-testid="deposit-due">
              {depositWords.dueLabel} <span data-quote-total="deposit">{formatCents(depositDue)}</span>
              {approved ? null : <span className="block text-xs font-normal text-slate-600">{depositWords.beforeApproval}</span>}
            </p>
          ) : null}
          {open ? (
            <>
              {quote.lines.some((line) => line.optional) ? (
                <button type="submit" name="intent" value="recalculate" formNoValidate data-quote-recalculate="" className={buttonClass({ variant: "outline", className: "w-fit print:hidden" })}>
                  {t("quote.recalculate")}
                </button>
              ) : null}
              <fieldset className="grid gap-3 border-t border-slate-200 pt-4 print:hidden">
                <legend className="sr-only">{t("quote.approveLegend")}</legend>
                <Field id="quote-signed-name" label={t("quote.signedName")} required errors={errorsOf("approve", "signedName")}>
                  <FieldControl>
                    <input name="signedName" autoComplete="name" maxLength={100} defaultValue={typed("approve", "signedName")} className={fieldClass} />
                  </FieldControl>
                </Field>
                <div className="grid gap-2">
                  <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                    <input type="checkbox" name="confirm" className="size-5 rounded border-slate-400 accent-brand-700" aria-describedby="quote-confirm-error" />
                    {t("quote.approveTick")}
                  </label>
                  <FieldMessages id="quote-confirm-error" errors={errorsOf("approve", "confirm")} />
                </div>
                <CustomerProofField idPrefix="quote-approve" proofKey={proofKey} errors={errorsOf("approve", "digits")} />
                <button type="submit" name="intent" value="approve" className={buttonClass({ variant: "default", size: "lg", className: "w-fit" })}>
                  {t("quote.approve")}
                </button>
              </fieldset>
            </>
          ) : null}
        </form>
        {quote.notes ? (
          <div className="mt-4">
            <h3 className="font-semibold text-slate-900">{t("quote.notes")}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{quote.notes}</p>
          </div>
        ) : null}
        {quote.terms ? (
          <div className="mt-4">
            <h3 className="font-semibold text-slate-900">{t("quote.terms")}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{quote.terms}</p>
          </div>
        ) : null}
      </section>
      {quote.status === "sent" && quote.expired ? (
        <section aria-labelledby="quote-expired-title" className={card}>
          <h2 id="quote-expired-title" className="text-lg font-bold text-slate-900">
            {t("quote.expiredTitle")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            {t("quote.expiredText", { date: quote.validUntil })}{" "}
            <a href={tel} className="font-semibold text-brand-700 underline underline-offset-4">
              {phone}
            </a>{" "}
            {t("quote.expiredNew")}
          </p>
        </section>
      ) : null}
      {quote.answer ? <AnswerCard quote={quote} /> : null}
      {approved && deposit ? <DepositCard deposit={deposit} error={depositError ?? null} /> : null}
      {quote.status === "approved" ? <VisitCard quote={quote} windows={windows} confirmsAtOnce={confirmsAtOnce} reply={reply} phone={phone} tel={tel} proofKey={proofKey} /> : null}
      {open ? <OtherAnswers quote={quote} reply={reply} proofKey={proofKey} /> : null}
    </div>
  );
}

function AnswerCard({ quote }: { quote: CustomerQuoteView }) {
  const answer = quote.answer!;
  const t = useT("forms");
  const words =
    answer.answer === "approved"
      ? t("quote.approvedWords", { version: quote.version, when: answer.when, name: answer.signedName ?? "", total: answer.total ?? "" })
      : answer.answer === "declined"
        ? t("quote.declinedWords", { when: answer.when })
        : t("quote.changesWords", { when: answer.when });
  return (
    <section aria-labelledby="quote-answer-title" className={card}>
      <h2 id="quote-answer-title" className="text-lg font-bold text-slate-900">
        {answer.answer === "approved" ? t("quote.approvedTitle") : answer.answer === "declined" ? t("quote.declinedTitle") : t("quote.changesTitle")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{words}</p>
    </section>
  );
}

function VisitCard({ quote, windows, confirmsAtOnce, reply, phone, tel, proofKey }: Omit<Props, "reply"> & { reply: QuotePageReply | undefined }) {
  const errors = reply?.form === "book" ? reply.result.error : undefined;
  const t = useT("forms");
  return (
    <section id="visit" aria-labelledby="visit-title" className={`${card} print:hidden`}>
      <h2 id="visit-title" className="text-lg font-bold text-slate-900">
        {t("quote.visitTitle")}
      </h2>
      {quote.visit ? (
        <p className="mt-2 text-sm text-slate-700">{t(quote.visitConfirmed ? "quote.visitConfirmed" : "quote.visitRequested", { visit: quote.visit })}</p>
      ) : windows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("quote.noWindows")}{" "}
          <a href={tel} className="font-semibold text-brand-700 underline underline-offset-4">
            {phone}
          </a>{" "}
          {t("quote.noWindowsEnd")}
        </p>
      ) : (
        <form method="post" data-busy-label={t("quote.busy")} className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="book" />
          <FormAlert errors={errors?.[""] ?? undefined} />
          <WindowChoice
            id="visit-slot"
            name="slot"
            days={windows}
            errors={errors?.slot ?? undefined}
            noneLabel={t("quote.chooseWindow")}
            required
            hint={t(confirmsAtOnce ? "quote.windowHintConfirmed" : "quote.windowHint")}
          />
          <CustomerProofField idPrefix="quote-book" proofKey={proofKey} errors={errors?.digits ?? undefined} />
          <button type="submit" className={buttonClass({ variant: "default", className: "w-fit" })}>
            {t("quote.requestTime")}
          </button>
        </form>
      )}
    </section>
  );
}

function OtherAnswers({ quote, reply, proofKey }: { quote: CustomerQuoteView; reply: QuotePageReply | undefined; proofKey: string | null }) {
  const t = useT("forms");
  const answer = { quote, reply, proofKey };
  return (
    <section aria-labelledby="quote-other-title" className={`${card} print:hidden`}>
      <h2 id="quote-other-title" className="text-lg font-bold text-slate-900">
        {t("quote.other")}
      </h2>
      <AnswerForm {...answer} intent="changes" label={t("quote.changes")} rows={3} submit={t("quote.askChanges")} className="mt-3 grid gap-3" />
      <AnswerForm
        {...answer}
        intent="decline"
        label={t("quote.declineWhy")}
        rows={2}
        submit={t("quote.decline")}
        className="mt-6 grid gap-3 border-t border-slate-200 pt-4"
      />
    </section>
  );
}

type AnswerFormProps = {
  quote: CustomerQuoteView;
  reply: QuotePageReply | undefined;
  proofKey: string | null;
  intent: "changes" | "decline";
  label: string;
  rows: number;
  submit: string;
  className: string;
};

/** One of the customer's other answers (ask for changes, decline): their words, their proof, the button. */
function AnswerForm({ quote, reply, proofKey, intent, label, rows, submit, className }: AnswerFormProps) {
  const t = useT("forms");
  const errors = reply?.form === intent ? reply.result.error : undefined;
  const typed = reply?.form === intent ? ((reply.result.initialValue as Record<string, string> | undefined)?.message ?? "") : "";
  return (
    <form method="post" data-busy-label={t("quote.busy")} className={className}>
      <input type="hidden" name="version" value={quote.version} />
      <input type="hidden" name="intent" value={intent} />
      <FormAlert errors={errors?.[""] ?? undefined} />
      <Field id={`quote-${intent}`} label={label} errors={errors?.message ?? undefined}>
        <FieldControl>
          <textarea name="message" rows={rows} maxLength={2000} defaultValue={typed} className={fieldClass} />
        </FieldControl>
      </Field>
      <CustomerProofField idPrefix={`quote-${intent}`} proofKey={proofKey} errors={errors?.digits ?? undefined} />
      <button type="submit" className={buttonClass({ variant: "outline", className: "w-fit" })}>
        {submit}
      </button>
    </form>
  );
}
