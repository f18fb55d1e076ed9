
/** The fixed booking bar on small screens: its height is --mobile-cta-height, by which app.css pads the body. */
export function MobileCtaBar() {
  return (
    <aside
      aria-label="Quick booking"
      className="mobile-cta-bar fixed inset-x-0 bottom-0 z-40 box-content h-(--mobile-cta-height) bg-brand-600 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(0,0,0,0.12)] md:hidden"
    >
      <a
        href="/book"
        className="m-2 flex h-12 items-center justify-center rounded-md px-3 text-center text-sm font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        Need Help Today? Book Our Handyman Team Now!
      </a>
    </aside>
  );
}
