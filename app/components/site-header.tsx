import { useBusiness } from "~/components/business";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "./icons";
import { useLocation } from "react-router";
import { serviceLabel, serviceNav } from "~/content/site";
import { Logo } from "./logo";
import { buttonClass } from "./button-styles";
import { useLang, useLocalePath, useT } from "./i18n";
import { LanguageOffer } from "./language-offer";
import { LanguageSwitch } from "./language-switch";
import { mainNavIn } from "~/content/localized/site";

const navLinkClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:text-brand-700";

/**
 * A plain link, marked as the current page on its page and, except home, on the pages below it.
 * Plain anchors: from the hydrated pages too, a marketing page is loaded as a document (decision 025).
 */
function NavItem({ to: path, className, children }: { to: string; className: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const to = useLocalePath()(path);
  const current = !to.includes("#") && (pathname === to || (path !== "/" && pathname.startsWith(`${to}/`)));
  return (
    <a href={to} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}

/** Opens on hover and keyboard focus (CSS); Escape closes it (/site.js sets data-dismissed). */
function ServicesMenu({ label }: { label: string }) {
  const lang = useLang();
  const t = useT("common");
  return (
    <li className="group relative" data-services-menu="">
      <NavItem to="/services" className={navLinkClass}>
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-hover:rotate-180" />
      </NavItem>
      <div className="invisible absolute left-0 top-full z-10 pt-2 opacity-0 transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-data-[dismissed]:!invisible group-data-[dismissed]:!opacity-0">
        <ul aria-label={t("header.ourServices")} className="w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {serviceNav.map((service) => (
            <li key={service.slug}>
              <NavItem
                to={`/services/${service.slug}`}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
              >
                {serviceLabel(service.slug, lang)}
              </NavItem>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** A native disclosure: it works without JavaScript; /site.js closes it on Escape, an outside click or a link. */
function MobileMenu() {
  const lang = useLang();
  const t = useT("common");
  const localePath = useLocalePath();
  const linkClass =
    "block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:text-brand-700";

  return (
    <details className="group/menu md:hidden" data-mobile-menu="">
      <summary className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
        <MenuIcon className="size-5 group-open/menu:hidden" />
        <CloseIcon className="hidden size-5 group-open/menu:block" />
        {t("header.menu")}
      </summary>
      <nav
        aria-label={t("header.mobile")}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="space-y-1">
          {mainNavIn(lang).map((item) => (
            <li key={item.to}>
              <NavItem to={item.to} className={linkClass}>
                {item.label}
              </NavItem>
              {item.submenu ? (
                <ul aria-label={t("header.ourServices")} className="ml-3 grid grid-cols-1 border-l border-slate-200 pl-3">
                  {serviceNav.map((service) => (
                    <li key={service.slug}>
                      <NavItem
                        to={`/services/${service.slug}`}
                        className="block rounded-md px-3 py-2.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                      >
                        {serviceLabel(service.slug, lang)}
                      </NavItem>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <a href={localePath("/book")} className={buttonClass({ variant: "accent", size: "lg", className: "mt-4 w-full" })}>
          {t("bookService")}
        </a>
        <LanguageSwitch className="mt-4 px-3 py-2 text-base" />
      </nav>
    </details>
  );
}

/**
 * The fixed site header: transparent at the top of the page from the first paint, white with a
 * shadow once the page has scrolled past 50 px (CSS in app.css; /site.js sets data-solid for
 * browsers without scroll-driven animations), and white on small screens while the menu is open.
 */
export function SiteHeader() {
  const business = useBusiness();
  const lang = useLang();
  const t = useT("common");
  const localePath = useLocalePath();
  return (
    <header
      data-solid="false"
      className="site-header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 max-md:has-[details[open]]:!bg-white"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo compact />
        <nav aria-label={t("header.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavIn(lang).map((item) =>
              item.submenu ? (
                <ServicesMenu key={item.to} label={item.label} />
              ) : (
                <li key={item.to}>
                  <NavItem to={item.to} className={navLinkClass}>
                    {item.label}
                  </NavItem>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-4 max-md:hidden">
          <LanguageSwitch className="text-sm" />
          <a href={localePath("/book")} className={buttonClass({ variant: "accent" })}>
            {t("bookService")}
          </a>
        </div>
        <div className="flex items-center gap-2 md:hidden">
          <a
            href={`tel:${business.contact.phoneE164}`}
            aria-label={t("call", { phone: business.contact.phone })}
            className="inline-flex size-11 items-center justify-center rounded-md bg-accent-400 text-slate-900 hover:bg-accent-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <PhoneIcon className="size-5" />
          </a>
          <MobileMenu />
        </div>
      </div>
      <LanguageOffer />
    </header>
  );
}
