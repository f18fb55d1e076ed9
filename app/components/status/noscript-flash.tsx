import { useRouteLoaderData } from "react-router";

type RootData = { toast?: { type: string; title: string; description?: string } | null };

/**
 * The flash toast for a browser without JavaScript, where toasts cannot pop up: the server
 * renders it in a <noscript> box instead. `titles` picks the toasts this place shows.
 */
export function NoscriptFlash({ titles, className }: { titles: string[]; className?: string }) {
  const toast = useRouteLoaderData<RootData>("root")?.toast;
  if (!toast || !titles.includes(toast.title)) return null;
  const tone =
    toast.type === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-green-50 text-green-900";
  return (
    <noscript className={className}>
      <div role="status" className={`rounded-lg border p-4 ${tone}`}>
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
    </noscript>
  );
}
