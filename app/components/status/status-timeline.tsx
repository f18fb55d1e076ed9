import { Check } from "lucide-react";
import { cx } from "~/components/button-styles";
import type { TimelineStepView } from "~/status/status-view";
import { useT } from "~/components/i18n";
import { StatusSection } from "./status-section";

/** The tracker: Request Received → In Review → Request Prioritized → Service Scheduled → Service Completed. */
export function StatusTimeline({ steps }: { steps: TimelineStepView[] }) {
  const t = useT("forms");
  return (
    <StatusSection id="timeline-title" title={t("status.timeline")}>
      <ol className="mt-6">
        {steps.map((step, index) => (
          <li
            key={step.step}
            className="relative flex gap-4 pb-8 last:pb-0"
            aria-current={step.current ? "step" : undefined}
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cx(
                  "absolute left-4 top-9 -ml-px h-[calc(100%-2.5rem)] w-0.5",
                  steps[index + 1]?.reached ? "bg-brand-600" : "bg-slate-200",
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cx(
                "relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold",
                step.reached ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-600",
                step.current && "ring-4 ring-brand-100",
              )}
            >
              {step.reached ? <Check className="size-4" /> : null}
            </span>
            <div className="min-w-0 pt-1">
              <h3 className={cx("font-semibold", step.reached ? "text-slate-900" : "text-slate-600")}>
                {step.title}
                <span className="sr-only">{step.current ? t("status.currentStep") : step.reached ? t("status.doneStep") : ""}</span>
              </h3>
              <p className={cx("mt-1 text-sm", step.reached ? "text-slate-700" : "text-slate-600")}>{step.description}</p>
              {step.updatedLabel ? (
                <p className="mt-2 text-sm font-medium text-brand-700">{t("status.lastUpdated", { when: step.updatedLabel })}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </StatusSection>
  );
}
