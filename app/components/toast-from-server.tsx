import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import type { Toaster as ToasterComponent } from "~/components/ui/sonner";

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

/**
 * Route handle of pages that raise no toast in the browser (the marketing pages): there sonner
 * (~9 KB gzip) loads on the visitor's first interaction, or at once for a toast left by a redirect,
 * instead of with the page.
 */
export const deferToasterHandle = { deferToaster: true };

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** Mounts the toaster and shows the toast a redirect left in the flash cookie. */
export function ToasterHost({ toast }: { toast: ServerToast }) {
  const defer = useMatches().some((match) => (match.handle as { deferToaster?: boolean } | undefined)?.deferToaster);
  const [sonner, setSonner] = useState<Sonner | null>(null);
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
    for (const type of INTERACTIONS)
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
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

  return sonner ? <sonner.Toaster /> : null;
}
