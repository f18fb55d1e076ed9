import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { useT } from "~/components/i18n";
import type { DayRoom } from "~/schedule/windows";

/**
 * A calendar beside a date input (the booking's Preferred Date): month and day names in the
 * page's language, the week from Sunday as in the US, only the input's min to max choosable.
 * Without JavaScript the button and the panel stay hidden and the native date input is the
 * picker; the booking form's /booking.js shows the button and fills the panel. The input stays the field sent.
 * `days`: the days a visit may be booked on, with their windows that have room (issue 40 §4); only
 * a day with room can be chosen, and it is marked, its room read out with its name.
 */
export function DateCalendar({ inputId, days }: { inputId: string; days: DayRoom[] }) {
  const t = useT("forms");
  const panelId = `${inputId}-calendar`;
  return (
    <>
      <button
        type="button"
        hidden
        className="date-field-button"
        data-calendar-for={inputId}
        aria-label={t("book.calendar.open")}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={panelId}
      >
        <CalendarIcon aria-hidden="true" className="size-5" />
      </button>
      <div
        id={panelId}
        role="dialog"
        aria-labelledby={`${panelId}-month`}
        hidden
        className="calendar"
        data-days={days.map((day) => `${day.date}:${day.open}`).join(" ")}
        data-room-one={t("book.calendar.roomOne")}
        data-room-many={t("book.calendar.roomMany")}
        data-full={t("book.calendar.full")}
        data-unavailable={t("book.calendar.unavailable")}
      >
        <div className="calendar-head">
          <button type="button" data-step="-1" aria-label={t("book.calendar.previous")}>
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
          </button>
          <p id={`${panelId}-month`} aria-live="polite" />
          <button type="button" data-step="1" aria-label={t("book.calendar.next")}>
            <ChevronRightIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
        <table aria-labelledby={`${panelId}-month`}>
          <thead>
            <tr />
          </thead>
          <tbody />
        </table>
        <p className="calendar-legend">{t("book.calendar.legend")}</p>
        <div className="calendar-foot">
          <button type="button" data-clear="">
            {t("book.calendar.clear")}
          </button>
          <button type="button" data-close="">
            {t("book.calendar.close")}
          </button>
        </div>
      </div>
    </>
  );
}
