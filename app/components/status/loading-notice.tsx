import { useT } from "~/components/i18n";

/**
 * 'Loading your request details...' over the booking form while it is sent and the status page
 * loads: hidden in the HTML, shown by /site.js (a form's data-busy-notice, decision 025).
 */
export function StatusLoadingNotice() {
  const t = useT("forms");
  return (
    <div
      hidden
      data-busy-notice=""
      className="absolute inset-0 z-10 flex items-center justify-center rounded-xl bg-white/85 backdrop-blur-sm"
    >
      <p role="status" className="flex items-center gap-3 text-base font-medium text-slate-800">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600" />
        {t("book.loading")}
      </p>
    </div>
  );
}
