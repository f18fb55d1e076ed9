import { PICTURE_SIZE, type Picture } from "~/content/pictures";
import { cx } from "./button-styles";
import { pictureIcon } from "./picture-icon";

/**
 * A page's picture: the company's photo, offered as AVIF and WebP in several widths, or until
 * there is one a flat panel of the same size with one calm icon (decorative: the heading beside
 * it names the thing; decision 059). Width and height are always set, so nothing shifts while it
 * loads. `priority` marks the above-the-fold photo (loaded eagerly, high priority). If a photo
 * fails to load, /site.js logs a warning and hides it; the visitor sees no error (decision 025).
 */
export function SitePicture({
  picture,
  sizes,
  priority = false,
  className,
}: {
  picture: Picture;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (picture.kind === "placeholder") {
    const Icon = pictureIcon(picture.key);
    return (
      <div
        aria-hidden="true"
        style={{ aspectRatio: `${PICTURE_SIZE.width} / ${PICTURE_SIZE.height}` }}
        className={cx("flex w-full items-center justify-center bg-brand-50 text-brand-600", className)}
      >
        <Icon className="size-16" strokeWidth={1.25} />
      </div>
    );
  }
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        data-site-picture=""
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.srcSet ? sizes : undefined}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cx("h-auto w-full", className)}
      />
    </picture>
  );
}
