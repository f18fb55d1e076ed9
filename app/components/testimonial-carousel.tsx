import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";
import { company } from "~/content/site";
import type { PublicReview } from "~/reviews/public";
import { ReviewByline, ReviewReply } from "./review-byline";
import { Stars } from "./stars";
import { useT } from "./i18n";

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-50";

/**
 * The reviews carousel: the newest published customer reviews (issue 32), a horizontally
 * scrolling, snapping list, readable without any script.
 * /site.js (decision 025) turns its buttons on: previous and next (looping), one dot per review,
 * pause/start; it rotates every 5 s once in view and stops for good once the visitor moves it.
 * Below it, "Review n of N" (announced when the visitor moves it, not while it rotates).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: PublicReview[] }) {
  const count = testimonials.length;
  const t = useT("common");
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t("carousel.label")}
      data-carousel=""
      data-selected="0"
      data-ready="false"
      data-playing="false"
      className="group/carousel"
    >
      <div
        data-carousel-viewport=""
        tabIndex={0}
        aria-label={t("carousel.viewport")}
        className="relative snap-x snap-mandatory overflow-x-auto rounded-xl pb-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 group-data-[ready=true]/carousel:pb-0 group-data-[ready=true]/carousel:[scrollbar-width:none]"
      >
        <div className="-ml-4 flex">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { n: index + 1, total: count })}
              data-slide=""
              data-active={index === 0 ? "" : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Stars count={testimonial.stars} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4">
                  <ReviewByline review={testimonial} />
                </figcaption>
                <ReviewReply reply={testimonial.reply} by={company.name} />
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" data-carousel-prev="" className={controlClass} aria-label={t("carousel.previous")} disabled>
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          data-carousel-toggle=""
          className={controlClass}
          disabled
        >
          {/* Its name follows the state in CSS, as its icon does: /site.js only sets data-playing. */}
          <span className="sr-only group-data-[playing=true]/carousel:hidden">{t("carousel.play")}</span>
          <span className="sr-only hidden group-data-[playing=true]/carousel:inline">{t("carousel.pause")}</span>
          <PauseIcon className="hidden size-5 group-data-[playing=true]/carousel:block" />
          <PlayIcon className="size-5 group-data-[playing=true]/carousel:hidden" />
        </button>
        <ul className="flex items-center gap-1" aria-label={t("carousel.choose")}>
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                type="button"
                data-carousel-dot=""
                aria-label={t("carousel.goTo", { n: index + 1, total: count })}
                aria-current={index === 0 ? "true" : undefined}
                disabled
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full bg-slate-300 transition-colors group-hover:bg-slate-400 group-aria-[current=true]:!bg-brand-600"
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" data-carousel-next="" className={controlClass} aria-label={t("carousel.next")} disabled>
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
      <p data-carousel-position="" aria-live="polite" aria-atomic="true" className="mt-3 text-center text-sm text-slate-600">
        {t("carousel.positionBefore")}
        <span>1</span>
        {t("carousel.positionAfter", { total: count })}
      </p>
    </div>
  );
}
