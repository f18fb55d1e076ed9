import { useEffect, useRef, useState } from "react";
import type { Image } from "~/content/service-cards";
import { cx } from "./button-styles";

/**
 * The above-the-fold image of a page: loaded eagerly with high priority. If it fails to load,
 * a warning is logged and the image is hidden; the visitor sees no error.
 */
export function HeroImage({ image, className }: { image: Image; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // An error before hydration fires no React event: check the element's state once.
    if (element?.complete && element.naturalWidth === 0) {
      console.warn(`Hero image failed to load: ${image.src}`);
      setFailed(true);
    }
  }, [image.src]);

  if (failed) return null;
  return (
    <img
      ref={ref}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      className={cx("h-auto w-full", className)}
      onError={() => {
        console.warn(`Hero image failed to load: ${image.src}`);
        setFailed(true);
      }}
    />
  );
}
