import { useMatches } from "react-router";
import { useLocalePath, useT } from "./i18n";

/** Route handle of the pages where the bar would only point at the page itself or get in the way (the booking and status pages). */
export const withoutBookingBar = { bookingBar: false } as const;

function useShowsBookingBar(): boolean {
  return !useMatches().some((match) => (match.handle as { bookingBar?: boolean } | undefined)?.bookingBar === false);
}

/** The fixed booking bar on small screens: its height is --mobile-cta-height, by which app.css pads the body. */
export function MobileCtaBar() {
  const t = useT("common");
  const localePath = useLocalePath();
  if (!useShowsBookingBar()) return null;
  return (
    <aside
      aria-label={t("mobileBar.label")}
      className="mobile-cta-bar fixed inset-x-0 bottom-0 z-40 box-content h-(--mobile-cta-height) bg-brand-600 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(0,0,0,0.12)] md:hidden"
    >
      <a
        href={localePath("/book")}
        className="m-2 flex h-12 items-center justify-center rounded-md px-3 text-center text-sm font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {t("mobileBar.text")}
      </a>
    </aside>
  );
}
