import { useT } from "~/components/i18n";
import { buttonClass } from "~/components/button-styles";
import { StatusSection } from "~/components/status/status-section";
import type { StatusQuote } from "~/quotes/status-step";

/** The status page's quote card: the quote's state and the way to it. */
export function StatusQuoteCard({ quote }: { quote: StatusQuote }) {
  const waiting = quote.status === "sent" && !quote.expired;
  const t = useT("forms");
  return (
    <StatusSection id="quote-card-title" title={waiting ? t("quote.statusReady") : t("quote.card")}>
      <p className="mt-2 text-sm text-slate-700">
        {waiting
          ? t("quote.statusWaiting", { total: quote.total })
          : quote.status === "approved"
            ? t("quote.statusApproved", { total: quote.total })
            : quote.status === "sent"
              ? t("quote.statusExpired")
              : quote.status === "declined"
                ? t("quote.statusDeclined")
                : t("quote.statusChanges")}
      </p>
      <a href={quote.url} className={buttonClass({ variant: waiting ? "default" : "outline", className: "mt-4" })}>
        {waiting ? t("quote.statusReview") : t("quote.statusView")}
      </a>
    </StatusSection>
  );
}
