// The public pages' behaviour without React (decision 025): every page works before and without
// it; this adds the header's solid state, closes the menus, reveals sections as they scroll in,
// runs the reviews carousel, hides a picture that failed to load, closes a server-rendered
// toast and marks a form's button busy while it is sent. Built to public/site.js by `npm run build:site-script`.
(function (w, d) {
  var root = d.documentElement;
  var reducedMotion = w.matchMedia("(prefers-reduced-motion: reduce)").matches;
  root.classList.add("js");

  // The header turns solid after 50 px of scrolling: app.css does it with scroll-driven animations
  // where supported, and this elsewhere (not everywhere: reading scrollY forces a layout as the
  // page loads, and a scroll listener runs at every scroll).
  var header = d.querySelector(".site-header");
  if (header && !(w.CSS && w.CSS.supports("animation-timeline: scroll()"))) {
    var solid = function () { header.setAttribute("data-solid", String(w.scrollY > 50)); };
    solid();
    w.addEventListener("scroll", solid, { passive: true });
  }

  // The services menu opens on hover and focus (CSS); Escape closes it until the pointer or focus leaves.
  d.querySelectorAll("[data-services-menu]").forEach(function (menu) {
    var reset = function () { menu.removeAttribute("data-dismissed"); };
    menu.addEventListener("mouseleave", reset);
    menu.addEventListener("focusout", function (event) { if (!menu.contains(event.relatedTarget)) reset(); });
    menu.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") return;
      menu.setAttribute("data-dismissed", "");
      menu.querySelector("a").focus();
    });
  });

  // The mobile menu (a <details>) closes on Escape, on a click outside it and on a link inside it.
  d.querySelectorAll("[data-mobile-menu]").forEach(function (menu) {
    menu.addEventListener("keydown", function (event) {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary").focus();
    });
    d.addEventListener("click", function (event) {
      if (menu.open && (!menu.contains(event.target) || event.target.closest("nav a"))) menu.open = false;
    });
  });

  // An English page offers its Spanish twin in one line to a browser whose first English or
  // Spanish language is Spanish (issue 35), never redirecting: the page's only <dialog>
  // (LanguageOffer), closed by its own form; localStorage.o remembers that it was dismissed.
  // Open, it moves the page down by its own height (--offer, app.css), so it never covers the hero.
  var offer = d.querySelector("dialog");
  if (offer && /,es/i.test(/,e[ns]/i.exec("," + navigator.languages)) && !localStorage.o) {
    var room = function () { root.style.setProperty("--offer", offer.open ? offer.offsetHeight + "px" : "0px"); };
    offer.show();
    room();
    w.addEventListener("resize", room);
    offer.onclose = function () { localStorage.o = 1; room(); };
  }

  // A picture that fails to load is hidden, with a warning: the visitor sees no broken image.
  function hidePicture(image) {
    console.warn("Image failed to load: " + image.getAttribute("src"));
    (image.closest("picture") || image).remove();
  }
  d.addEventListener("error", function (event) {
    if (event.target.hasAttribute && event.target.hasAttribute("data-site-picture")) hidePicture(event.target);
  }, true);
  d.querySelectorAll("img[data-site-picture]").forEach(function (image) {
    if (image.complete && image.naturalWidth === 0) hidePicture(image);
  });

  // A server-rendered toast's close button (delegated: such a toast may also be rendered later,
  // when a redirect from a hydrated page leads to a marketing page).
  d.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-toast-close]");
    if (button) button.closest("[data-static-toast]").remove();
  });

  // A form with data-busy-label shows it on its submit button while the browser sends it (the
  // spec's 'Submitting...', 'Reporting...', 'Searching...'), disables its fieldsets and shows its
  // data-busy-notice. All of it waits until the submission has read the form; a page restored
  // from the back/forward cache gets its form back.
  // A photo as a phone takes it (9 MB, 20 MB) is shrunk before it is sent (issue 31 §7): longest
  // side data-shrink px, JPEG. A form sent meanwhile waits for it; a photo the browser cannot
  // decode (HEIC) goes as chosen, and the server re-encodes it, as it does without JavaScript.
  var shrinking = 0;
  d.addEventListener("change", function (event) {
    var input = event.target, file = input.files && input.files[0], max = +input.getAttribute("data-shrink");
    if (!max || !file || !w.createImageBitmap) return;
    shrinking = createImageBitmap(file).then(function (bitmap) {
      var scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
      if (scale == 1 && file.size < 2e6) return;
      var canvas = d.createElement("canvas"), context = canvas.getContext("2d");
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      context.fillStyle = "#fff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      return new Promise(function (resolve) { canvas.toBlob(resolve, "image/jpeg", 0.85); });
    }).then(function (blob) {
      if (!blob) return;
      var files = new DataTransfer();
      files.items.add(new File([blob], file.name.replace(/\.\w+$/, "") + ".jpg", { type: "image/jpeg" }));
      input.files = files.files;
    }).catch(function () {}).then(function () { shrinking = 0; });
  });
  d.addEventListener("submit", function (event) {
    var form = event.target;
    if (!shrinking || event.defaultPrevented) return;
    event.preventDefault();
    shrinking.then(function () { form.requestSubmit(); });
  });

  function setBusy(form, busy) {
    var button = form.querySelector("[type=submit]");
    if (busy) button.setAttribute("data-idle-label", button.textContent);
    button.textContent = busy ? form.getAttribute("data-busy-label") : button.getAttribute("data-idle-label");
    button.disabled = busy;
    form.querySelectorAll("fieldset").forEach(function (fieldset) { fieldset.disabled = busy; });
    form.querySelectorAll("[data-busy-notice]").forEach(function (notice) { notice.hidden = !busy; });
    form.toggleAttribute("data-busy", busy);
  }
  d.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented) return;
    if (form.hasAttribute("data-reset-on-return")) {
      try { w.sessionStorage.setItem("sent:" + form.id, "1"); } catch { /* storage off: nothing to remember */ }
    }
    if (form.hasAttribute("data-busy-label") && form.querySelector("[type=submit]")) w.setTimeout(function () { setBusy(form, true); }, 0);
  });
  w.addEventListener("pageshow", function (event) {
    if (event.persisted) d.querySelectorAll("form[data-busy]").forEach(function (form) { setBusy(form, false); });
  });

  // A form the server sent back with messages: the first field to put right gets the focus, so
  // the visitor (and a screen reader) starts there rather than at the top of the page. After the
  // load (this deferred script always runs before it): a page opened at a fragment (/?index#quote)
  // moves the focus to it while it loads. Not if the visitor has already focused something.
  var invalid = d.querySelector("form [aria-invalid=true]");
  if (invalid) {
    w.addEventListener("load", function () {
      w.setTimeout(function () {
        if (d.activeElement === d.body) invalid.focus();
      });
    });
  }

  // A form with data-reset-on-return (the booking form) comes back empty when the visitor returns
  // to it with Back after sending it: the browser would restore every value, and a second tap
  // would book the same job twice (the spec: on success the form is reset). A refused submission
  // is a new page whose values the server kept, so only a return through history clears it.
  // (The submit listener above remembers the sending.)
  w.addEventListener("pageshow", function (event) {
    // (No navigation entry where the clock is faked, as in tests: then only the cache's restore counts.)
    var back = event.persisted || (w.performance.getEntriesByType("navigation")[0] || {}).type === "back_forward";
    d.querySelectorAll("form[data-reset-on-return]").forEach(function (form) {
      var key = "sent:" + form.id, sent;
      try {
        sent = w.sessionStorage.getItem(key);
        w.sessionStorage.removeItem(key);
      } catch { /* storage off: nothing remembered */ }
      if (!sent || !back) return;
      form.reset();
      form.querySelectorAll("input:not([type=hidden]),textarea").forEach(function (field) {
        if (field.type === "checkbox") field.checked = false;
        else field.value = "";
      });
    });
  });

  // A date input with data-min-days and data-max-months (the booking's preferred date: yesterday
  // to two months ahead) gets its min and max in Los Angeles dates, as the server checks them:
  // the page is pre-rendered, so its HTML cannot know today's date.
  d.querySelectorAll("input[data-min-days]").forEach(function (input) {
    var today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" }).split("-").map(Number);
    var months = Number(input.dataset.maxMonths);
    var iso = function (month, day) { return new Date(Date.UTC(today[0], month, day)).toISOString().slice(0, 10); };
    input.min = iso(today[1] - 1, today[2] + Number(input.dataset.minDays));
    input.max = iso(today[1] - 1 + months, Math.min(today[2], new Date(Date.UTC(today[0], today[1] + months, 0)).getUTCDate()));
  });

  // Scroll reveal: sections below the fold fade in once 10 % of them is visible; nothing is
  // hidden for prefers-reduced-motion or without IntersectionObserver. The observer's first
  // report says which sections start below the fold, without forcing a layout while the page loads.
  if ("IntersectionObserver" in w && !reducedMotion) {
    var reveal = new IntersectionObserver(function (entries) {
      // Read once: innerHeight read after a class change forces a style and layout pass, one per
      // entry (34 on the home page: 68 ms of main thread at Lighthouse's 4x CPU slowdown).
      var fold = w.innerHeight;
      entries.forEach(function (entry) {
        var element = entry.target;
        if (!element.hasAttribute("data-reveal-seen")) {
          element.setAttribute("data-reveal-seen", "");
          if (entry.boundingClientRect.top > fold) element.classList.add("reveal-pending");
          else reveal.unobserve(element);
        }
        if (!entry.isIntersecting || entry.intersectionRatio < 0.1) return;
        element.classList.remove("reveal-pending");
        reveal.unobserve(element);
      });
    }, { threshold: 0.1 });
    d.querySelectorAll("[data-reveal]").forEach(function (element) { reveal.observe(element); });
  }

  // The reviews carousel: a scroll-snapping list (usable by scrolling without this); here its
  // buttons go live. It loops, rotates every 5 s once in view (not for prefers-reduced-motion)
  // and stops for good when the visitor moves it.
  d.querySelectorAll("[data-carousel]").forEach(function (carousel) {
    var viewport = carousel.querySelector("[data-carousel-viewport]");
    var slides = Array.prototype.slice.call(carousel.querySelectorAll("[data-slide]"));
    var dots = Array.prototype.slice.call(carousel.querySelectorAll("[data-carousel-dot]"));
    var toggle = carousel.querySelector("[data-carousel-toggle]");
    var position = carousel.querySelector("[data-carousel-position]");
    var selected = 0;
    var timer = 0;
    var moving = false;
    var touched = false;

    function show(index) {
      selected = (index + slides.length) % slides.length;
      carousel.setAttribute("data-selected", String(selected));
      slides.forEach(function (slide, i) { slide.toggleAttribute("data-active", i === selected); });
      dots.forEach(function (dot, i) {
        if (i === selected) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      position.firstElementChild.textContent = selected + 1;
    }
    function go(index) {
      show(index);
      var left = Math.min(slides[selected].offsetLeft - slides[0].offsetLeft, viewport.scrollWidth - viewport.clientWidth);
      if (Math.abs(left - viewport.scrollLeft) < 1) return;
      moving = true;
      viewport.scrollTo({ left: left, behavior: reducedMotion ? "auto" : "smooth" });
    }
    function setPlaying(playing) {
      w.clearInterval(timer);
      timer = playing ? w.setInterval(function () { go(selected + 1); }, 5000) : 0;
      carousel.setAttribute("data-playing", String(playing));
      position.setAttribute("aria-live", playing ? "off" : "polite");
    }
    function byVisitor(move) {
      return function () {
        touched = true;
        setPlaying(false);
        move();
      };
    }

    carousel.querySelector("[data-carousel-prev]").addEventListener("click", byVisitor(function () { go(selected - 1); }));
    carousel.querySelector("[data-carousel-next]").addEventListener("click", byVisitor(function () { go(selected + 1); }));
    dots.forEach(function (dot, i) { dot.addEventListener("click", byVisitor(function () { go(i); })); });
    toggle.addEventListener("click", function () {
      touched = true;
      setPlaying(!timer);
    });
    viewport.addEventListener("pointerdown", byVisitor(function () {}));
    viewport.addEventListener("scrollend", function () {
      if (moving) {
        moving = false;
        return;
      }
      // Scrolled by the visitor: the review at the left edge is the current one.
      var nearest = 0;
      slides.forEach(function (slide, i) {
        var offset = slide.offsetLeft - slides[0].offsetLeft;
        if (Math.abs(offset - viewport.scrollLeft) < Math.abs(slides[nearest].offsetLeft - slides[0].offsetLeft - viewport.scrollLeft)) nearest = i;
      });
      touched = true;
      setPlaying(false);
      show(nearest);
    });
    carousel.querySelectorAll("button").forEach(function (button) { button.disabled = false; });
    carousel.setAttribute("data-ready", "true");
    if (reducedMotion || !("IntersectionObserver" in w)) return;
    var inView = new IntersectionObserver(function (entries) {
      if (!entries.some(function (entry) { return entry.isIntersecting; })) return;
      inView.disconnect();
      if (!touched) setPlaying(true);
    }, { rootMargin: "400px 0px" });
    inView.observe(carousel);
  });
})(window, document);
