import { useEffect, useRef, useState } from "react";
import type { Picture } from "~/content/pictures";
import { cx } from "./button-styles";

/**
 * A page's picture: an illustration, or a photo offered as AVIF and WebP in several widths.
 * Width and height are always set, so nothing shifts while it loads. `priority` marks the
 * above-the-fold picture (loaded eagerly, high priority). If it fails to load, a warning is
 * logged and it is hidden; the visitor sees no error.
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
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // An error before hydration fires no React event: check the element's state once.
    if (element?.complete && element.naturalWidth === 0) {
      console.warn(`Image failed to load: ${picture.src}`);
      setFailed(true);
    }
  }, [picture.src]);

  if (failed) return null;
  const image = (
    <img
      ref={ref}
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cx("h-auto w-full", className)}
      onError={() => {
        console.warn(`Image failed to load: ${picture.src}`);
        setFailed(true);
      }}
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
