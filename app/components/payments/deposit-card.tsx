import { CreditCard } from "lucide-react";
import { buttonClass } from "~/components/button-styles";
import { useLang } from "~/components/i18n";
import type { CustomerDepositView } from "~/payments/deposit-page.server";
import { DEPOSIT_WORDS, refundedWords } from "~/payments/deposit-words";

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:border-0 print:p-0 print:shadow-none";

/**
 * The approved quote's deposit on the quote page (decision 089): paid, waived, refunded, or due with the
 * card button (Stripe Checkout, a plain POST to `?deposit` carrying the amount the page shows, which
 * the server compares with its own) and the other ways the owner takes it. Back from Checkout it
 * says paid or pending from the database.
 */
export function DepositCard({ deposit, error }: { deposit: CustomerDepositView; error: string | null }) {
  const words = DEPOSIT_WORDS[useLang()];
  return (
    <section id="deposit" aria-labelledby="deposit-title" className={card}>
      <h2 id="deposit-title" className="text-lg font-bold text-slate-900">
        {words.title}
      </h2>
      {deposit.checkout ? (
        <p role="status" className={`mt-3 rounded-lg border p-3 text-sm font-medium ${deposit.checkout === "paid" ? "border-green-300 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}>
          {deposit.checkout === "paid" ? words.checkoutPaid : words.checkoutPending}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <p className={`mt-3 font-semibold ${deposit.state === "waiting" ? "text-slate-900" : "text-green-800"}`} data-testid="deposit-state">
        {deposit.state === "paid" ? words.paid : deposit.state === "waived" ? words.waived : deposit.state === "refunded" ? refundedWords(words, deposit) : words.due(deposit.dueCents)}
      </p>
      {deposit.state === "waiting" ? (
        <>
          {deposit.card ? (
            <form method="post" action="?deposit" className="mt-4 grid gap-2 print:hidden">
              <input type="hidden" name="intent" value="pay-deposit" />
              <input type="hidden" name="amountCents" value={deposit.dueCents} />
              <button type="submit" className={buttonClass({ size: "lg", className: "w-fit" })}>
                <CreditCard aria-hidden="true" />
                {words.payByCard(deposit.dueCents)}
              </button>
              <p className="text-sm text-slate-600">{words.payByCardHint}</p>
            </form>
          ) : (
            <p className="mt-3 text-sm text-slate-700">{words.cardUnavailable}</p>
          )}
          {deposit.offline.length ? <p className="mt-3 text-sm text-slate-700">{words.otherWays(deposit.offline)}</p> : null}
        </>
      ) : null}
    </section>
  );
}
