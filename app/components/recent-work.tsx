import type { Photo } from "~/content/pictures";
import type { WorkItem } from "~/photos/public";
import { cx } from "./button-styles";
import { SitePicture } from "./site-picture";

/** The content's own photos (app/content/photos.ts) as pieces of work. */
export function asWork(photos: Photo[]): WorkItem[] {
  return photos.map((photo) => ({ id: photo.src, kind: "single", photo }));
}

/**
 * One piece of work: a photo, or a job's before and after side by side, each labelled. `sizes` is
 * the whole figure's width; a pair's images take half of it each. `priority` for the page's hero.
 * No caption: it would repeat the alt text (axe's image-redundant-alt), which describes the photo.
 */
export function WorkFigure({
  item,
  sizes,
  halfSizes,
  priority = false,
  className,
}: {
  item: WorkItem;
  sizes: string;
  /** A pair's images' `sizes` (half of `sizes`). */
  halfSizes: string;
  priority?: boolean;
  className?: string;
}) {
  const imageClass = "rounded-xl object-cover shadow-sm ring-1 ring-slate-200";
  if (item.kind === "single") {
    return (
      <figure className={className}>
        <SitePicture picture={item.photo} sizes={sizes} priority={priority} className={imageClass} />
      </figure>
    );
  }
  return (
    <figure className={className}>
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            [item.before, item.labels.before],
            [item.after, item.labels.after],
          ] as const
        ).map(([photo, label]) => (
          <div key={label} className="relative">
            <SitePicture picture={photo} sizes={halfSizes} priority={priority} className={imageClass} />
            <span aria-hidden="true" className="absolute left-2 top-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
              {label}
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}

/** The company's photos of jobs done (for a service, in a city, or the newest); absent when it has none. */
export function RecentWork({ id, title, items, className }: { id: string; title: string; items: WorkItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={cx("py-16", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {/* A pair takes two columns from 640 px up, so that each of its images is a single photo's size. */}
          {items.map((item) => (
            <li key={item.id} className={item.kind === "before-after" ? "sm:col-span-2" : undefined}>
              <WorkFigure
                item={item}
                sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                halfSizes="(min-width: 1024px) 24rem, 50vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
