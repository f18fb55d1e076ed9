import { SMS_CONSENT } from "~/leads/sms-consent";

/** The text-message opt-in of the booking and quote forms: unticked by default, with its full wording. */
export function SmsConsentField({ id, name, defaultChecked }: { id: string; name: string; defaultChecked?: boolean }) {
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
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
          {SMS_CONSENT.label}
        </label>
        <p id={`${id}-text`} className="text-xs leading-relaxed text-slate-600">
          {SMS_CONSENT.text}
        </p>
      </div>
    </div>
  );
}
