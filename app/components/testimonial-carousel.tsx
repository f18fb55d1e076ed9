import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";
import { useEffect, useRef, useState } from "react";
import type { ShownReview, Testimonial } from "~/content/home";
import { ReviewByline } from "./review-byline";
import { Stars } from "./stars";
import { cx } from "./button-styles";

export const AUTOPLAY_DELAY_MS = 5000;

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-50";

/**
 * The reviews carousel (embla, loaded when the section comes near the viewport): it loops,
 * autoplays every 5 s and stops for good once the visitor interacts. Before the script runs,
 * the reviews are a horizontally scrollable, snapping list, so they are readable without it.
 * Below it, "Review n of N" (announced when the visitor moves it, not while it autoplays) and
 * one dot button per review.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: ShownReview<Testimonial>[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<EmblaCarouselType | null>(null);
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let cancelled = false;

    const start = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import("embla-carousel"),
        import("embla-carousel-autoplay"),
      ]);
      if (cancelled) return;
      const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const api = EmblaCarousel(viewport, { loop: true, align: "start" }, [
        Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, playOnInit: !reducedMotion }),
      ]);
      apiRef.current = api;
      api.on("select", () => setSelected(api.selectedScrollSnap()));
      api.on("autoplay:play", () => setPlaying(true));
      api.on("autoplay:stop", () => setPlaying(false));
      setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
      setReady(true);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start().catch((error: unknown) => console.warn("The reviews carousel could not start", error));
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      apiRef.current?.destroy();
      apiRef.current = null;
    };
  }, []);

  const stopAutoplay = () => apiRef.current?.plugins().autoplay?.stop();

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      data-selected={selected}
      data-ready={ready}
    >
      <div
        ref={viewportRef}
        tabIndex={ready ? undefined : 0}
        aria-label={ready ? undefined : "Customer reviews, scroll sideways for more"}
        className={cx(
          "relative rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
          ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto pb-2",
        )}
      >
        <div className="-ml-4 flex touch-pan-y">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              data-active={index === selected ? "true" : undefined}
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
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClass}
          aria-label="Previous review"
          disabled={!ready}
          onClick={() => {
            stopAutoplay();
            apiRef.current?.scrollPrev();
          }}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={playing ? "Pause automatic rotation" : "Start automatic rotation"}
          disabled={!ready}
          onClick={() => {
            const autoplay = apiRef.current?.plugins().autoplay;
            if (!autoplay) return;
            if (autoplay.isPlaying()) autoplay.stop();
            else autoplay.play();
          }}
        >
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        </button>
        <ul className="flex items-center gap-1" aria-label="Choose a review">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                type="button"
                aria-label={`Go to review ${index + 1} of ${testimonials.length}`}
                aria-current={index === selected ? "true" : undefined}
                disabled={!ready}
                onClick={() => {
                  stopAutoplay();
                  apiRef.current?.scrollTo(index);
                }}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    "size-2.5 rounded-full transition-colors",
                    index === selected ? "bg-brand-600" : "bg-slate-300 group-hover:bg-slate-400",
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={controlClass}
          aria-label="Next review"
          disabled={!ready}
          onClick={() => {
            stopAutoplay();
            apiRef.current?.scrollNext();
          }}
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
      <p aria-live={playing ? "off" : "polite"} aria-atomic="true" className="mt-3 text-center text-sm text-slate-600">
        Review {selected + 1} of {testimonials.length}
      </p>
    </div>
  );
}
