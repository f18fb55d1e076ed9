// The booking page's arrival-window select follows the date chosen (decision 055), loaded only on
// the pages with such a select (WindowChoice with followsDate), not with every page's /site.js.
// Built to public/window-choice.js by `npm run build:site-script`.
(function (d) {
  // An arrival-window select that follows a date input (the booking's, decision 055): the page
  // lists the next two weeks' windows; once a date is chosen, it offers that date's windows
  // (read from /book/windows, in the page's language), full ones shown and not choosable, or says
  // there are none, in the words the select carries (data-full, data-open-one, …).
  d.querySelectorAll("select[data-follows-date]").forEach(function (select) {
    var input = d.getElementById(select.dataset.followsDate);
    var hint = d.getElementById(select.id + "-hint");
    if (!input || !hint) return;
    var listed = select.innerHTML;
    var hintText = hint.textContent;
    var asked = 0;
    var words = select.dataset;
    var spanish = d.documentElement.lang.indexOf("es") === 0;
    hint.setAttribute("aria-live", "polite");
    var show = function () {
      var date = input.value;
      var ask = ++asked;
      if (!date) {
        select.innerHTML = listed;
        hint.textContent = hintText;
        return;
      }
      fetch("/book/windows?date=" + encodeURIComponent(date) + (spanish ? "&lang=es" : "")).then(function (response) {
        return response.ok ? response.json() : null;
      }).then(function (answer) {
        if (!answer || ask !== asked) return;
        var chosen = select.value;
        var none = d.createElement("option");
        none.value = "";
        none.textContent = select.dataset.noneLabel;
        select.replaceChildren(none);
        (answer.day ? answer.day.windows : []).forEach(function (window) {
          var option = d.createElement("option");
          option.value = window.value;
          option.textContent = answer.day.shortLabel + ", " + window.label + (window.full ? words.full : "");
          option.disabled = window.full;
          option.selected = window.value === chosen && !window.full;
          select.appendChild(option);
        });
        var open = answer.day ? answer.day.windows.filter(function (window) { return !window.full; }).length : 0;
        hint.textContent = open > 0
          ? (open === 1 ? words.openOne : words.openMany).replace("{{count}}", open).replace("{{day}}", answer.day.label) + " " + hintText
          : words.noneOpen;
      }).catch(function () {});
    };
    input.addEventListener("change", show);
    if (input.value) show();
  });
})(document);
