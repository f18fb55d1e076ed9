import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** Without JavaScript no toast can pop up: the flash message is shown in the page instead. */
export function NoScriptToast() {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  if (!toast) return null;
  const tone = toast.type === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-green-50 text-green-900";
  return (
    <noscript>
      <div role="status" className={`mb-4 rounded-md border px-4 py-3 text-sm ${tone}`}>
        <strong>{toast.title}</strong>
        {toast.description ? ` ${toast.description}` : null}
      </div>
    </noscript>
  );
}
