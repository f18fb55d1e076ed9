import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Sonner's rich colours with darker text: its defaults miss WCAG AA contrast (about 4.2:1). */
const ACCESSIBLE_COLORS = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
  "--error-text": "#991b1b",
} as React.CSSProperties;

/** Below the fixed 4 rem site header, so a toast never covers it. */
const BELOW_HEADER = { top: "5rem" };

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      style={ACCESSIBLE_COLORS}
      {...props}
    />
  );
}
