import { MobileCtaBar } from "./mobile-cta-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useT } from "./i18n";

/**
 * Header, main landmark, footer and the mobile booking bar around a public page (the footer
 * leaves room for the bar), and /site.js, which gives them their behaviour (decision 025).
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const t = useT("common");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("skipLink")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <MobileCtaBar />
      <script defer src="/site.js" />
    </div>
  );
}
