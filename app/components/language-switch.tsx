import { useLocation } from "react-router";
import { GlobeIcon } from "~/components/icons";
import { useLang } from "~/components/i18n";
import type { Lang } from "~/content/i18n";
import { htmlLang, i18n, samePageIn } from "~/utils/i18n";
import { cn } from "~/utils/cn";

/** The language a page's switch leads to, for a page in each language. */
const SWITCH_TO: Record<Lang, Lang> = { en: "es", es: "en" };

/**
 * The link to this page in the other language (a service page to the same service page, its
 * query kept): named in that language, and marked as that language for screen readers.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const other = SWITCH_TO[lang];
  const t = i18n.getFixedT(other, "common");
  return (
    <a
      href={`${samePageIn(other, pathname)}${search}`}
      hrefLang={htmlLang(other)}
      lang={htmlLang(other)}
      aria-label={t("language.view")}
      data-language-switch=""
      className={cn(
        "inline-flex min-h-6 items-center gap-1.5 rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        className,
      )}
    >
      <GlobeIcon className="size-4" aria-hidden="true" />
      {t("language.name")}
    </a>
  );
}
