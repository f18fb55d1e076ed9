// Page-view counting (decision 022): no cookie, nothing personal. The server counts each page's
// first load; this counts client-side navigations and the first touch of a form, and tells the
// lead forms where the visit began (kept in sessionStorage for this tab only).
(function (w, d, n, l, h) {
  if (n.doNotTrack == "1" || n.globalPrivacyControl) return;
  var s = w.sessionStorage, K = "pcv", p = l.pathname, f = 0, a, r = "";
  function send(e) { n.sendBeacon("/api/event", "e=" + e + "&p=" + encodeURIComponent(l.pathname)); }
  try { r = new URL(d.referrer).host; } catch { r = ""; }
  if (r == l.host) s.setItem(K + "f", new URL(d.referrer).pathname);
  try { a = JSON.parse(s.getItem(K)); } catch { a = null; }
  if (!a) s.setItem(K, JSON.stringify(a = { l: p, r: r == l.host ? "" : r, q: l.search }));
  function nav() {
    if (l.pathname == p) return;
    s.setItem(K + "f", p);
    p = l.pathname;
    f = 0;
    send("view");
  }
  var push = h.pushState;
  h.pushState = function () { push.apply(h, arguments); nav(); };
  w.addEventListener("popstate", nav);
  d.addEventListener("focusin", function (e) { if (!f && e.target.form) { f = 1; send("form_start"); } });
  w.addEventListener("submit", function (e) {
    var i = e.target.elements.attribution, q = new URLSearchParams(a.q);
    if (!i) return;
    q.set("landing", a.l);
    q.set("ref", a.r);
    q.set("from", s.getItem(K + "f") || "");
    i.value = q.toString();
  }, true);
})(window, document, navigator, location, history);
