import { buttonClass } from "~/components/button-styles";
import { StatusSection } from "~/components/status/status-section";
import type { Lang } from "~/content/i18n/languages";
import { DEPOSIT_WORDS } from "~/payments/deposit-words";

/** The status page's deposit card (decision 089): "Deposit paid", "Deposit refunded", or the deposit due and the way to pay it on the quote page. */
export function StatusDepositCard({ deposit, lang }: { deposit: { due: boolean; words: string; url: string }; lang: Lang }) {
  const words = DEPOSIT_WORDS[lang];
  return (
    <StatusSection id="deposit-card-title" title={words.title}>
      <p className={`mt-2 font-semibold ${deposit.due ? "text-slate-900" : "text-green-800"}`} data-testid="status-deposit">
        {deposit.words}
      </p>
      {deposit.due ? (
        <a href={deposit.url} className={buttonClass({ variant: "default", className: "mt-4" })}>
          {words.payLink}
        </a>
      ) : null}
    </StatusSection>
  );
}
