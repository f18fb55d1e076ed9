import { BellRing, CheckCircle2 } from "lucide-react";
import { useActionData } from "react-router";
import { buttonClass } from "~/components/button-styles";
import { NO_CONTACT_INTENT, noContactWaitMessage } from "~/leads/no-contact";
import { useLang, useMessage, useT } from "~/components/i18n";
import type { ToastMessage } from "~/leads/capture/form-feedback";
import type { NoContactView } from "~/status/status-view";
import { StatusCard } from "./status-section";

type Failure = { toast: ToastMessage };

/**
 * 'No one contacted me': a plain POST (the page is not hydrated, decision 025), offered once the
 * promised response time has passed; before that the card says from when. /site.js shows
 * 'Reporting...' while it is sent. Once reported, the card says so and the button stays disabled.
 */
export function NoContactCard({ state, action }: { state: Exclude<NoContactView, { kind: "closed" }>; action?: string }) {
  const reported = state.kind === "reported";
  // The card's own refusal only: the visit section's forms post to the same page with theirs.
  const failure = useActionData<Partial<Failure>>()?.toast;
  const t = useT("forms");
  const message = useMessage();
  const lang = useLang();

  return (
    <StatusCard
      id="no-contact-title"
      icon={<BellRing aria-hidden="true" className="size-5 text-amber-700" />}
      title={t("noContact.title")}
      tone="border-amber-200 bg-amber-50"
    >
      {reported ? (
        <p role="status" className="mt-2 flex gap-2 text-sm text-slate-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          {t("noContact.reported")}
        </p>
      ) : state.kind === "waiting" ? (
        <p className="mt-2 text-sm text-slate-800">
          {t("noContact.promise")} {noContactWaitMessage(state.fromLabel, lang)}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-800">
          {t("noContact.promise")} {t("noContact.open")}
        </p>
      )}
      {state.kind === "waiting" ? null : (
        <form method="post" action={action} data-busy-label={t("noContact.busy")} className="mt-4">
          <input type="hidden" name="intent" value={NO_CONTACT_INTENT} />
          <button
            type="submit"
            disabled={reported}
            className={buttonClass({ variant: reported ? "outline" : "default", className: "w-full sm:w-auto" })}
          >
            {reported ? t("noContact.notified") : t("noContact.button")}
          </button>
        </form>
      )}
      {failure && !reported ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          <span className="font-semibold">{message(failure.title)}:</span> {message(failure.description)}
        </p>
      ) : null}
    </StatusCard>
  );
}
