import type { Picture } from "~/content/pictures";
import { cx } from "./button-styles";

/**
 * A page's picture: an illustration, or a photo offered as AVIF and WebP in several widths.
 * Width and height are always set, so nothing shifts while it loads. `priority` marks the
 * above-the-fold picture (loaded eagerly, high priority). If it fails to load, /site.js logs a
 * warning and hides it; the visitor sees no error (decision 025).
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
  const image = (
    <img
      data-site-picture=""
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cx("h-auto w-full", className)}
    />
  );
  if (!picture.sources) return image;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
