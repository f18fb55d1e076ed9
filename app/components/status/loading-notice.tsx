import { useNavigation } from "react-router";

/** True while the browser is loading a request's status page (after a booking, or from one status page to another). */
export function useLoadingStatusPage(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname.startsWith("/status/");
}

/** 'Loading your request details...' over the page that leads to the status page, while it loads. */
export function StatusLoadingNotice() {
  if (!useLoadingStatusPage()) return null;
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center rounded-xl bg-white/85 backdrop-blur-sm">
      <p role="status" className="flex items-center gap-3 text-base font-medium text-slate-800">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600" />
        Loading your request details...
      </p>
    </div>
  );
}
