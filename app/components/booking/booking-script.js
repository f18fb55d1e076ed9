// The booking form's own script (decision 073), loaded only by the form: its date's calendar and
// its photo field in the page's language. Built to public/booking.js by `npm run build:site-script`.
(function (d) {
  // The Preferred Date calendar (DateCalendar, issue 35 §3): month and day names in the page's
  // language (Intl, from <html lang>), the week from Sunday as in the US, only the input's min to
  // max choosable (set by /site.js in Los Angeles dates), and of those only the days the schedule
  // has a window open on (the panel's data-days, issue 40 §4): marked, their room read out; past,
  // closed and full days stay focusable but cannot be chosen. The native date input stays the field
  // sent, and what a visitor types in it or picks with the phone's own picker still counts.
  // Keys: arrows move a day or a week, Home and End to the week's ends, Page Up and Page Down a
  // month, Enter or Space choose, Escape closes.
  d.querySelectorAll("button[data-calendar-for]").forEach(function (button) {
    var input = d.getElementById(button.dataset.calendarFor);
    var panel = d.getElementById(button.getAttribute("aria-controls"));
    if (!input || !panel) return;
    var field = button.parentNode;
    var month = panel.querySelector("p");
    var body = panel.querySelector("tbody");
    var lang = d.documentElement.lang || "en-US";
    var words = function (options) {
      options.timeZone = "UTC";
      return new Intl.DateTimeFormat(lang, options);
    };
    var monthName = words({ month: "long", year: "numeric" });
    var dayName = words({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
    var dateOf = function (iso) { return new Date(iso + "T00:00:00Z"); };
    var isoOf = function (date) { return date.toISOString().slice(0, 10); };
    var addDays = function (iso, days) {
      var date = dateOf(iso);
      date.setUTCDate(date.getUTCDate() + days);
      return isoOf(date);
    };
    var addMonths = function (iso, months) {
      var date = dateOf(iso);
      var last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0));
      return isoOf(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), Math.min(date.getUTCDate(), last.getUTCDate()))));
    };
    var within = function (iso) {
      return input.min && iso < input.min ? input.min : input.max && iso > input.max ? input.max : iso;
    };
    var today = function () { return new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" }); };
    var focused = "";
    // The days with windows, and how many have room ("2026-12-08:3 2026-12-09:0"); none listed
    // (a page rendered before the schedule was read) leaves every day of min to max choosable.
    var said = panel.dataset;
    var rooms = {};
    var firstOpen = "";
    (said.days || "").split(" ").forEach(function (entry) {
      var parts = entry.split(":");
      if (!parts[1]) return;
      rooms[parts[0]] = Number(parts[1]);
      if (!firstOpen && rooms[parts[0]] > 0) firstOpen = parts[0];
    });
    var known = Boolean(said.days);
    var roomOf = function (iso) {
      var room = rooms[iso];
      if (room === undefined) return { open: false, words: said.unavailable };
      if (room === 0) return { open: false, words: said.full };
      return { open: true, words: room === 1 ? said.roomOne : said.roomMany.replace("{{count}}", room) };
    };

    // The weekday headings, Sunday first: short words shown, whole words read.
    var short = words({ weekday: "short" });
    var long = words({ weekday: "long" });
    for (var day = 0; day < 7; day++) {
      var sunday = new Date(Date.UTC(2026, 10, 1 + day));
      var heading = d.createElement("th");
      heading.scope = "col";
      heading.innerHTML = '<span aria-hidden="true"></span><span class="sr-only"></span>';
      heading.firstChild.textContent = short.format(sunday);
      heading.lastChild.textContent = long.format(sunday);
      panel.querySelector("thead tr").appendChild(heading);
    }

    // The month of `iso`, each day a button; the focused one the grid's one tab stop.
    var show = function (iso) {
      focused = within(iso);
      var first = dateOf(focused.slice(0, 8) + "01");
      month.textContent = monthName.format(first);
      var cursor = addDays(isoOf(first), -first.getUTCDay());
      var chosen = input.value;
      var now = today();
      body.replaceChildren();
      for (var week = 0; week < 6; week++) {
        var row = d.createElement("tr");
        for (var day = 0; day < 7; day++) {
          var cell = d.createElement("td");
          if (cursor.slice(0, 7) === focused.slice(0, 7)) {
            var choice = d.createElement("button");
            choice.type = "button";
            choice.dataset.date = cursor;
            choice.textContent = String(Number(cursor.slice(8)));
            choice.setAttribute("aria-pressed", String(cursor === chosen));
            if (cursor === now) choice.setAttribute("aria-current", "date");
            choice.disabled = within(cursor) !== cursor;
            var room = known && !choice.disabled ? roomOf(cursor) : null;
            choice.setAttribute("aria-label", dayName.format(dateOf(cursor)) + (room ? ", " + room.words : ""));
            if (room && room.open) choice.dataset.room = "";
            if (room && !room.open) choice.setAttribute("aria-disabled", "true");
            choice.tabIndex = cursor === focused ? 0 : -1;
            cell.appendChild(choice);
          }
          row.appendChild(cell);
          cursor = addDays(cursor, 1);
        }
        body.appendChild(row);
      }
      panel.querySelector('[data-step="-1"]').disabled = !!input.min && addDays(focused.slice(0, 8) + "01", -1) < input.min;
      panel.querySelector('[data-step="1"]').disabled = !!input.max && addMonths(focused.slice(0, 8) + "01", 1) > input.max;
    };
    var focusDay = function () { body.querySelector('[data-date="' + focused + '"]').focus(); };
    var open = function () {
      show(input.value || firstOpen || today());
      panel.hidden = false;
      button.setAttribute("aria-expanded", "true");
      focusDay();
    };
    var close = function (refocus) {
      if (panel.hidden) return;
      panel.hidden = true;
      button.setAttribute("aria-expanded", "false");
      if (refocus) button.focus();
    };
    var choose = function (iso) {
      input.value = iso;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
      close(true);
    };

    button.addEventListener("click", function () {
      if (panel.hidden) open();
      else close(true);
    });
    panel.addEventListener("click", function (event) {
      var target = event.target.closest("button");
      if (!target || target.disabled || target.getAttribute("aria-disabled") === "true") return;
      if (target.dataset.date) choose(target.dataset.date);
      else if (target.dataset.step) {
        show(addMonths(focused, Number(target.dataset.step)));
        target.focus();
      } else if (target.hasAttribute("data-clear")) choose("");
      else if (target.hasAttribute("data-close")) close(true);
    });
    panel.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
        return;
      }
      if (!event.target.dataset.date) return;
      var weekday = dateOf(focused).getUTCDay();
      var moves = {
        ArrowLeft: function (iso) { return addDays(iso, -1); },
        ArrowRight: function (iso) { return addDays(iso, 1); },
        ArrowUp: function (iso) { return addDays(iso, -7); },
        ArrowDown: function (iso) { return addDays(iso, 7); },
        Home: function (iso) { return addDays(iso, -weekday); },
        End: function (iso) { return addDays(iso, 6 - weekday); },
        PageUp: function (iso) { return addMonths(iso, -1); },
        PageDown: function (iso) { return addMonths(iso, 1); },
      };
      if (!moves[event.key]) return;
      event.preventDefault();
      show(moves[event.key](focused));
      focusDay();
    });
    // A press or the focus moving outside the field closes the panel, the focus left where the visitor put it.
    d.addEventListener("pointerdown", function (event) {
      if (!field.contains(event.target)) close(false);
    });
    field.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !field.contains(event.relatedTarget)) close(false);
    });

    field.classList.add("is-enhanced");
    button.hidden = false;
  });

  // The photo field (PhotoField): the browser words its own button and "no file" in the browser's
  // language, so the native input, still the control, is laid transparent over a face in the
  // page's words that names the photo chosen.
  d.querySelectorAll(".file-field").forEach(function (field) {
    var input = field.querySelector("input[type=file]");
    var chosen = field.querySelector("[data-file-none]");
    if (!input || !chosen) return;
    var show = function () {
      chosen.textContent = input.files && input.files[0] ? input.files[0].name : chosen.dataset.fileNone;
    };
    input.addEventListener("change", show);
    // Back to the page: the browser may have kept the file, or /site.js emptied the form.
    addEventListener("pageshow", show);
    show();
    field.classList.add("is-enhanced");
    chosen.parentNode.hidden = false;
  });
})(document);
