import { useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import type { Toaster as ToasterComponent } from "~/components/ui/sonner";
import { useMessage, useT } from "./i18n";
import { useIsStaticPage } from "./static-page";

type ToastAction = { label: string; path: string; fields: Record<string, string> };
type ServerToast = { type: "success" | "error" | "info"; title: string; description?: string; action?: ToastAction } | null;

/** Posts the toast's action as a plain form, exactly as its button on the page would. */
function postAction(action: ToastAction) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action.path;
  form.hidden = true;
  for (const [name, value] of Object.entries(action.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

type Sonner = { Toaster: typeof ToasterComponent; toast: typeof import("sonner").toast };

const TONES = {
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-blue-200 bg-blue-50 text-blue-900",
} as const;

/**
 * The toast on a page that is not hydrated (decision 025): rendered by the server at the bottom of
 * the window (right on wide screens), where it covers neither the page's title nor its first
 * lines (after a booking: "Thanks, <name>"); its action is a real form, and /site.js makes the
 * close button work. Its words are the server's English, shown in the page's language.
 */
function StaticToast({ toast }: { toast: NonNullable<ServerToast> }) {
  const { action } = toast;
  const message = useMessage();
  const t = useT("forms");
  return (
    <div
      role="status"
      data-static-toast=""
      className={`fixed inset-x-4 bottom-(--static-toast-bottom) z-[55] mx-auto flex max-w-sm items-start sm:left-auto sm:right-6 sm:w-96 gap-3 rounded-lg border p-4 shadow-lg ${TONES[toast.type]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{message(toast.title)}</p>
        {toast.description ? <p className="mt-1 text-sm">{message(toast.description)}</p> : null}
        {action ? (
          <form method="post" action={action.path} className="mt-2">
            {Object.entries(action.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="rounded-md bg-slate-900 px-3 py-1 text-sm font-semibold text-white">
              {action.label}
            </button>
          </form>
        ) : null}
      </div>
      <button
        type="button"
        data-toast-close=""
        aria-label={t("toast.close")}
        className="rounded-md px-2 text-lg leading-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        ×
      </button>
    </div>
  );
}

/** Mounts the toaster and shows the toast a redirect left in the flash cookie. */
export function ToasterHost({ toast }: { toast: ServerToast }) {
  const isStatic = useIsStaticPage();
  if (isStatic) return toast ? <StaticToast toast={toast} /> : null;
  return <SonnerHost toast={toast} />;
}

const AT_BOTTOM = { bottom: "1rem", right: "1rem", left: "1rem" };

/**
 * The height of the bar a page keeps at the foot of the screen (marked `data-toast-clearance`, e.g.
 * the leads' bulk bar), so that a toast stands above it and never covers its buttons: on a phone
 * the "Change undone" toast once sat over the bar the next bulk change needs.
 */
function useFootClearance(active: boolean) {
  const location = useLocation();
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const bar = active ? document.querySelector<HTMLElement>("[data-toast-clearance]") : null;
    if (!bar) {
      setHeight(0);
      return;
    }
    const observer = new ResizeObserver(() => setHeight(Math.ceil(bar.getBoundingClientRect().height)));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [active, location.key]);
  return height;
}

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * sonner (~9 KB gzip) on the hydrated pages. On the public ones (/book, /status) it loads on the
 * visitor's first interaction, or at once for a toast left by a redirect, instead of with the page.
 */
function SonnerHost({ toast }: { toast: ServerToast }) {
  const matches = useMatches();
  const defer = matches.some((match) => match.id === "routes/site-layout" || match.id === "es/site-layout");
  // The dashboard's header, tabs and page title are at the top of the page: its toasts come up
  // from the bottom, clear of them at every width.
  const admin = matches.some((match) => match.id === "routes/admin/layout");
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const clearance = useFootClearance(admin && sonner !== null);
  const loaded = sonner !== null;

  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    const load = () => {
      Promise.all([import("~/components/ui/sonner"), import("sonner")])
        .then(([ui, lib]) => {
          if (!cancelled) setSonner({ Toaster: ui.Toaster, toast: lib.toast });
        })
        .catch((error: unknown) => console.warn("Notifications could not load", error));
    };
    if (!defer || toast) {
      load();
      return () => {
        cancelled = true;
      };
    }
    const onFirstInteraction = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
      load();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
    return () => {
      cancelled = true;
      for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
    };
  }, [defer, toast, loaded]);

  useEffect(() => {
    if (!sonner || !toast) return;
    const show =
      toast.type === "success" ? sonner.toast.success : toast.type === "error" ? sonner.toast.error : sonner.toast;
    const { action } = toast;
    const id = setTimeout(
      () =>
        show(toast.title, {
          description: toast.description,
          ...(action ? { action: { label: action.label, onClick: () => postAction(action) }, duration: 15_000 } : {}),
        }),
      0,
    );
    return () => clearTimeout(id);
  }, [sonner, toast]);

  if (!sonner) return null;
  if (!admin) return <sonner.Toaster />;
  const offset = clearance ? { ...AT_BOTTOM, bottom: `calc(${clearance}px + 1rem)` } : AT_BOTTOM;
  return <sonner.Toaster position="bottom-right" offset={offset} mobileOffset={offset} />;
}
