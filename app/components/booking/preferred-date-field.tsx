import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { cx, fieldClass } from "~/components/button-styles";
import type { CalendarPickerProps } from "./calendar-picker";

export type DateFieldProps = {
  meta: FieldMetadata<string | undefined>;
  labelId: string;
  describedBy: string;
  disabled?: boolean;
};

/**
 * The optional preferred date. The server's HTML has a native date field (it works without
 * JavaScript; the page is pre-rendered, so today's window is left to the server's check).
 * Once the visitor starts on the form (`enhance`), a calendar limited to yesterday through two
 * months ahead loads (react-day-picker and a Radix popover stay out of the page's first load)
 * and replaces the native field, keeping what was typed there, as soon as it is not in use.
 */
export function PreferredDateField({ enhance, ...props }: DateFieldProps & { enhance: boolean }) {
  const [Picker, setPicker] = useState<ComponentType<CalendarPickerProps> | null>(null);
  const [nativeFocused, setNativeFocused] = useState(false);
  const typed = useRef<string>("");

  useEffect(() => {
    if (!enhance || Picker) return;
    let cancelled = false;
    import("./calendar-picker").then(
      (module) => {
        if (!cancelled) setPicker(() => module.default);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [enhance, Picker]);

  if (Picker && !nativeFocused) return <Picker {...props} carriedValue={typed.current} />;
  return (
    <input
      {...getInputProps(props.meta, { type: "date" })}
      key={props.meta.key}
      aria-describedby={props.describedBy}
      className={cx(fieldClass, "h-11")}
      onFocus={() => setNativeFocused(true)}
      onBlur={() => setNativeFocused(false)}
      onChange={(event) => {
        typed.current = event.currentTarget.value;
      }}
    />
  );
}
