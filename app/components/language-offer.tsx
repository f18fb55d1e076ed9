import { useLocation } from "react-router";
import { CloseIcon } from "./icons";
import { useLang } from "./i18n";
import { htmlLang, i18n, samePageIn } from "~/utils/i18n";

/**
 * One line on an English page, in Spanish, for a browser that prefers Spanish (its first "es…"
 * before any "en…" in navigator.languages): this page also exists in Spanish. Rendered hidden
 * (the page is pre-rendered, and the HTML never depends on the visitor); /site.js shows it unless
 * it was dismissed before (localStorage). Never a redirect: shared links and crawlers get the page
 * they asked for (issue 35 §2).
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  if (useLang() !== "en") return null;
  const t = i18n.getFixedT("es", "common");
  return (
    <div hidden data-lang-offer="" lang={htmlLang("es")} className="border-t border-brand-100 bg-brand-50 text-sm text-slate-800">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-1.5 sm:px-6 lg:px-8">
        <span>
          {t("language.offer")}{" "}
          <a
            href={samePageIn("es", pathname)}
            hrefLang={htmlLang("es")}
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {t("language.view")}
          </a>
        </span>
        <button
          type="button"
          aria-label={t("language.dismiss")}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <CloseIcon className="size-4" />
        </button>
      </p>
    </div>
  );
}
