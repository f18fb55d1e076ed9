import type { ReactNode } from "react";
import type { Picture } from "~/content/pictures";
import { cx } from "./button-styles";
import { SitePicture } from "./site-picture";

/**
 * A page's hero (about us, a service): the eyebrow, the page's title (h1) and its introduction,
 * what the visitor can do next (`children`), and the page's picture beside them on large
 * screens: half the width when `wide`, else at most 32rem.
 */
export function PageHero({
  titleId,
  eyebrow,
  title,
  text,
  image,
  media,
  wide = false,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  text: string;
  image: Picture;
  /** What stands in the picture's place instead (a job photo, decision 085). */
  media?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pb-16 pt-24 md:pt-32"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>
          <h1 id={titleId} className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{text}</p>
          {children}
        </div>
        {media ?? (
          <SitePicture
            picture={image}
            sizes={wide ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 32rem, 100vw"}
            priority
            className={cx("mx-auto max-w-lg rounded-3xl shadow-lg ring-1 ring-brand-100", wide && "lg:max-w-none")}
          />
        )}
      </div>
    </section>
  );
}
