import { cx, fieldClass } from "~/components/button-styles";
import { ChevronDownIcon } from "~/components/icons";
import { Field, FieldControl } from "~/components/form-field";
import { useT } from "~/components/i18n";
import type { WindowDay } from "~/schedule/windows";

type WindowChoiceProps = {
  id: string;
  name: string;
  /** The open windows to offer, by day (full ones are shown, and cannot be chosen). */
  days: WindowDay[];
  defaultValue?: string;
  errors?: string[];
  /** The first, empty option's words: what choosing nothing means, or (required) a prompt. */
  noneLabel: string;
  /** A window must be chosen (after a quote's approval); otherwise none is a choice. */
  required?: boolean;
  hint: string;
  /** The id of a date input whose day the picker follows once /site.js runs. */
  followsDate?: string;
  className?: string;
};

/**
 * The one choice of an arrival window (decision 055): a plain select, grouped by day, that works
 * without JavaScript; full windows (and, when moving a visit, its own) are listed and cannot be chosen. With `followsDate`,
 * /window-choice.js narrows it to the windows of the date chosen in that input (any date the customer
 * may book), read from /book/windows in the page's language (its words are in the select's data-*).
 */
export function WindowChoice({ id, name, days, defaultValue, errors, noneLabel, required, hint, followsDate, className }: WindowChoiceProps) {
  const t = useT("forms");
  // Each day says whether it has room (issue 40 §4): what the calendar marks, without JavaScript too.
  const dayWithRoom = (day: WindowDay) => {
    const open = day.windows.filter((window) => !window.full && !window.current).length;
    if (open === 0) return t("windowChoice.dayFull", { day: day.label });
    return open === 1 ? t("windowChoice.dayOpenOne", { day: day.label }) : t("windowChoice.dayOpenMany", { day: day.label, count: open });
  };
  return (
    <Field id={id} label={t("field.arrivalWindow")} required={required} errors={errors} hint={hint} className={className}>
      <div className="relative">
        <FieldControl>
          <select
            name={name}
            defaultValue={defaultValue ?? ""}
            required={required}
            data-follows-date={followsDate}
            data-none-label={noneLabel}
            {...(followsDate
              ? {
                  "data-full": t("windowChoice.full"),
                  "data-open-one": t("windowChoice.openOne"),
                  "data-open-many": t("windowChoice.openMany"),
                  "data-none-open": t("windowChoice.noneOpen"),
                }
              : {})}
            className={cx(fieldClass, "h-11 appearance-none pr-10")}
          >
            <option value="">{noneLabel}</option>
            {days.map((day) => (
              <optgroup key={day.date} label={dayWithRoom(day)}>
                {day.windows.map((window) => (
                  <option key={window.value} value={window.value} disabled={window.full || window.current}>
                    {`${day.shortLabel}, ${window.label}${window.current ? t("windowChoice.yourVisit") : window.full ? t("windowChoice.full") : ""}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FieldControl>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600" />
      </div>
      {followsDate ? <script src="/window-choice.js" defer /> : null}
    </Field>
  );
}
