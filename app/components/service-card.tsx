import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Picture } from "~/content/pictures";
import { ArrowRightIcon } from "./icons";
import { cx } from "./button-styles";
import { SitePicture } from "./site-picture";
import { useLang, useLocalePath, useT } from "./i18n";
import { useBusiness } from "./business";
import { priceText } from "~/content/prices";

/**
 * A service's card (the home page's top services, a city's services, the services listing): its
 * picture, title, text and what the visitor can do next (`children`: a "Learn More" link, a
 * booking button). An item of a list (`<li>`), revealed in the list's order (`step`). In a grid of
 * three by default; `listing` for the services listing, where each card is a section of the page
 * (an `h2`) placed by `className`, its picture beside the text on wide cards.
 */
export function ServiceCard({
  step,
  image,
  title,
  text,
  listing,
  service,
  children,
}: {
  step: number;
  /** The catalogue's service the card shows: its published price, when there is one, is shown under the title. */
  service?: string;
  image: Picture;
  title: string;
  text: ReactNode;
  listing?: { className: string; priority: boolean };
  children: ReactNode;
}) {
  const Heading = listing ? "h2" : "h3";
  const lang = useLang();
  const { prices } = useBusiness();
  const price = service ? prices[service as keyof typeof prices] : undefined;
  return (
    <li
      data-reveal=""
      data-reveal-step={String(step)}
      className={cx("flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm", listing?.className)}
    >
      {listing ? (
        <div className="flex shrink-0 basis-1/2 items-center bg-brand-50">
          <SitePicture
            picture={image}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={listing.priority}
          />
        </div>
      ) : (
        <SitePicture picture={image} sizes="(min-width: 768px) 33vw, 100vw" className="bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold text-slate-900">{title}</Heading>
        {price ? <p className="mt-1 text-sm font-semibold text-brand-700">{priceText(price, lang)}</p> : null}
        <p className="mt-2 flex-1 text-slate-600">{text}</p>
        {children}
      </div>
    </li>
  );
}

/** A card's "Learn More" link (`to`: the English path), named for screen readers by the service it leads to. */
export function LearnMoreLink({ to, service, className }: { to: string; service: string; className: string }) {
  const t = useT("common");
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(to)}
      className={cx(
        "inline-flex items-center gap-1 rounded-sm font-semibold text-brand-700 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        className,
      )}
    >
      {t("learnMore.text")}<span className="sr-only">{t("learnMore.about", { service })}</span>
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
