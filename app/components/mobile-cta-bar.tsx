import { Link } from "react-router";

/** The fixed booking bar on small screens (the layout pads the page so it never covers content). */
export function MobileCtaBar() {
  return (
    <aside
      aria-label="Quick booking"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-700 bg-brand-600 p-2 shadow-[0_-4px_12px_rgba(0,0,0,0.12)] md:hidden"
    >
      <Link
        to="/book"
        className="flex min-h-12 items-center justify-center rounded-md px-3 text-center text-sm font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        Need Help Today? Book Our Handyman Team Now!
      </Link>
    </aside>
  );
}
