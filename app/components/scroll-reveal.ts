import { useEffect } from "react";

/**
 * Fades and slides in (0.6 s, 50 px, 0.2 s stagger per `data-reveal-step`) every `[data-reveal]`
 * element once 10 % of it is visible. Content is never hidden in the server HTML: only after
 * hydration are elements still below the fold hidden, and nothing is hidden at all for
 * prefers-reduced-motion or without IntersectionObserver. Also marks <html> with `js`.
 */
export function useScrollReveal(pageKey: string) {
  useEffect(() => {
    document.documentElement.classList.add("js");
    if (!("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])"));
    const belowFold = elements.filter((element) => element.getBoundingClientRect().top > window.innerHeight);
    for (const element of elements) {
      if (!belowFold.includes(element)) element.setAttribute("data-revealed", "");
    }

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove("reveal-pending");
          entry.target.setAttribute("data-revealed", "");
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.1 },
    );
    for (const element of belowFold) {
      element.classList.add("reveal-pending");
      observer.observe(element);
    }
    return () => {
      observer.disconnect();
      for (const element of belowFold) element.classList.remove("reveal-pending");
    };
  }, [pageKey]);
}
