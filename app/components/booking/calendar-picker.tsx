import { useInputControl } from "@conform-to/react";
import * as Popover from "@radix-ui/react-popover";
import { format, parseISO } from "date-fns";
import { enUS } from "date-fns/locale";
import { CalendarDays, X } from "lucide-react";
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import { cx, fieldClass } from "~/components/button-styles";
import { preferredDateWindow } from "~/leads/dates";
import type { DateFieldProps } from "./preferred-date-field";

const navButton =
  "inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-30";

export type CalendarPickerProps = DateFieldProps & {
  /** A date typed into the native field this calendar replaces. */
  carriedValue?: string;
};

/** A popover calendar (US locale, weeks start on Sunday) that writes the chosen date into the form's field. */
export default function CalendarPicker({ meta, labelId, describedBy, disabled, carriedValue }: CalendarPickerProps) {
  const control = useInputControl(meta);
  const [open, setOpen] = useState(false);
  const { change } = control;

  useEffect(() => {
    if (carriedValue) change(carriedValue);
  }, [carriedValue, change]);
  const window = preferredDateWindow();
  const first = parseISO(window.min);
  const last = parseISO(window.max);
  const value = typeof control.value === "string" && control.value ? control.value : undefined;
  const selected = value ? parseISO(value) : undefined;
  const valueId = `${meta.id}-value`;

  return (
    <div className="flex gap-2">
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) control.blur();
        }}
      >
        <Popover.Trigger
          id={meta.id}
          type="button"
          disabled={disabled}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedBy}
          aria-invalid={meta.errors ? true : undefined}
          className={cx(fieldClass, "h-11 min-w-0 flex-1 items-center gap-2 text-left")}
        >
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
          <span id={valueId} className={selected ? undefined : "text-slate-600"}>
            {selected ? format(selected, "MMMM d, yyyy") : "Pick a date"}
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          >
            <DayPicker
              mode="single"
              locale={enUS}
              weekStartsOn={0}
              selected={selected}
              defaultMonth={selected ?? first}
              startMonth={first}
              endMonth={last}
              disabled={[{ before: first }, { after: last }]}
              onSelect={(date) => {
                control.change(date ? format(date, "yyyy-MM-dd") : "");
                setOpen(false);
              }}
              autoFocus
              classNames={{
                root: "relative text-slate-900",
                months: "flex flex-col",
                month: "grid gap-2",
                month_caption: "flex h-9 items-center justify-center text-sm font-semibold",
                nav: "absolute inset-x-0 top-0 flex h-9 items-center justify-between",
                button_previous: navButton,
                button_next: navButton,
                chevron: "size-4 fill-slate-700",
                month_grid: "border-collapse",
                weekdays: "flex",
                weekday: "w-10 text-center text-xs font-medium text-slate-600",
                week: "mt-1 flex",
                day: "size-10 p-0 text-center text-sm",
                day_button:
                  "size-10 rounded-md hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                selected:
                  "[&>button]:bg-brand-600 [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-brand-700",
                today: "[&>button]:font-bold [&>button]:text-brand-700",
                outside: "text-slate-500",
                disabled:
                  "[&>button]:cursor-not-allowed [&>button]:text-slate-400 [&>button]:line-through [&>button]:hover:bg-transparent",
                hidden: "invisible",
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {selected ? (
        <button
          type="button"
          disabled={disabled}
          onClick={() => control.change("")}
          aria-label="Clear the preferred date"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
