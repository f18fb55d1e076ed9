import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import type { Toaster as ToasterComponent } from "~/components/ui/sonner";

type ServerToast = { type: "success" | "error" | "info"; title: string; description?: string } | null;

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
    const id = setTimeout(() => show(toast.title, { description: toast.description }), 0);
    return () => clearTimeout(id);
  }, [sonner, toast]);

  return sonner ? <sonner.Toaster /> : null;
}
