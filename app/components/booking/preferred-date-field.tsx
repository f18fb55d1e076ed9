import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { cx, fieldClass } from "~/components/button-styles";
import { useHydrated } from "./use-hydrated";

/** The calendar (react-day-picker, Radix popover) loads only once the page runs. */
const CalendarPicker = lazy(() => import("./calendar-picker"));

export type DateFieldProps = {
  meta: FieldMetadata<string | undefined>;
  labelId: string;
  describedBy: string;
  disabled?: boolean;
};

/**
 * The optional preferred date. The server's HTML has a native date field (it works without
 * JavaScript; the page is pre-rendered, so today's window is left to the server's check);
 * once the page runs, a calendar limited to yesterday through two months ahead replaces it.
 */
export function PreferredDateField(props: DateFieldProps) {
  const hydrated = useHydrated();
  const native = (
    <input
      {...getInputProps(props.meta, { type: "date" })}
      key={props.meta.key}
      aria-describedby={props.describedBy}
      className={cx(fieldClass, "h-11")}
    />
  );
  if (!hydrated) return native;
  return (
    <Suspense fallback={native}>
      <CalendarPicker {...props} />
    </Suspense>
  );
}
