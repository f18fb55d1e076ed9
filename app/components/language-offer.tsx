import { useLocation } from "react-router";
import { CloseIcon } from "./icons";
import { useLang } from "./i18n";
import type { Lang } from "~/content/i18n";
import { htmlLang, i18n, samePageIn } from "~/utils/i18n";

/** The language a page in each language offers (/site.js shows the offer to a browser preferring Spanish); none on a Spanish page. */
const OFFERS: Record<Lang, Lang | undefined> = { en: "es", es: undefined };

/**
 * One line on an English page, in Spanish, for a browser that prefers Spanish (its first "es…"
 * before any "en…" in navigator.languages): this page also exists in Spanish. A closed, non-modal
 * <dialog> in the HTML (the page is pre-rendered: it never depends on the visitor); /site.js opens
 * it unless it was dismissed before, and its own form closes it. Never a redirect: shared links
 * and crawlers get the page they asked for (issue 35 §2). The public pages' only <dialog>.
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  const offered = OFFERS[useLang()];
  if (!offered) return null;
  const t = i18n.getFixedT(offered, "common");
  return (
    <dialog
      lang={htmlLang(offered)}
      aria-label={t("language.offer")}
      className="static m-0 w-full max-w-none border-0 border-t border-brand-100 bg-brand-50 p-0 text-sm text-slate-800"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-1.5 sm:px-6 lg:px-8">
        <p>
          {t("language.offer")}{" "}
          <a
            href={samePageIn(offered, pathname)}
            hrefLang={htmlLang(offered)}
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {t("language.view")}
          </a>
        </p>
        <form method="dialog">
          <button
            type="submit"
            aria-label={t("language.dismiss")}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <CloseIcon className="size-4" />
          </button>
        </form>
      </div>
    </dialog>
  );
}
