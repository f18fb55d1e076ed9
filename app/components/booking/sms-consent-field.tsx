import { cx } from "~/components/button-styles";
import { useT } from "~/components/i18n";
import { company } from "~/content/site";

/**
 * The text-message opt-in of the booking and quote forms: unticked by default, with its full
 * wording (SMS_CONSENT's, in the page's language). `className` places it in the form's own layout
 * (a span in a two-column grid).
 */
export function SmsConsentField({ id, name, defaultChecked, className }: { id: string; name: string; defaultChecked?: boolean; className?: string }) {
  const t = useT("forms");
  return (
    <div className={cx("flex items-start gap-3", className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-text`}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t("sms.label")}
        </label>
        <p id={`${id}-text`} className="text-xs leading-relaxed text-slate-600">
          {t("sms.text", { company: company.name })}
        </p>
      </div>
    </div>
  );
}
