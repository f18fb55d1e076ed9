import { useEffect } from "react";
import { toast as showToast } from "sonner";

type ServerToast = { type: "success" | "error" | "info"; title: string; description?: string } | null;

/** Shows the toast a redirect left in the flash cookie. */
export function useToastFromServer(toast: ServerToast) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "success" ? showToast.success : toast.type === "error" ? showToast.error : showToast;
    const id = setTimeout(() => show(toast.title, { description: toast.description }), 0);
    return () => clearTimeout(id);
  }, [toast]);
}
