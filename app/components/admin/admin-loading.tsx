import { LoaderCircleIcon } from "lucide-react";
import { useNavigation } from "react-router";
import { cn } from "~/utils/cn";

/** The dashboard's own pages (not the sign-in helpers like /admin/forgot-password). */
const DASHBOARD_PATH = /^\/admin(?:\/(?:users|analytics|reviews|ai-tools))?\/?$/;

/**
 * True while a plain navigation (a link, not a form) heads into the dashboard from a screen
 * outside it (sign-in, Access Denied, password pages): the server is checking access.
 */
export function useEnteringDashboard(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && !navigation.formMethod && DASHBOARD_PATH.test(navigation.location.pathname);
}

/** A spinner with its text, announced politely to screen readers. */
export function AdminLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-3 py-16 text-slate-700", className)}>
      <LoaderCircleIcon className="size-8 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <p className="text-base">{label}</p>
    </div>
  );
}
