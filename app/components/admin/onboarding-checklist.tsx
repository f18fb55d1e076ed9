import { Link } from "react-router";
import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import type { ChecklistItem } from "~/business/profile";

/**
 * The dashboard's onboarding checklist (issue 42 §1), for Super Admins until every item is done:
 * "3 of 9 set: add your licence number…", folded, each missing item a link to where it is set.
 */
export function OnboardingChecklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length;
  const missing = items.filter((item) => !item.done);
  if (missing.length === 0) return null;
  return (
    <details className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm" data-testid="onboarding-checklist">
      <summary className="cursor-pointer py-1 font-medium text-slate-900">
        {done} of {items.length} set: {missing[0]!.label}
        {missing.length > 1 ? "…" : "."}
      </summary>
      <ul className="mt-2 grid gap-1 pb-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2">
            {item.done ? (
              <CheckCircle2Icon className="size-4 text-emerald-700" aria-label="Done" />
            ) : (
              <CircleIcon className="size-4 text-slate-500" aria-label="Missing" />
            )}
            {item.done ? (
              <span className="text-slate-600">{item.label.charAt(0).toUpperCase() + item.label.slice(1)}</span>
            ) : (
              <Link to={item.href} className="font-medium text-brand-700 underline underline-offset-2">
                {item.label.charAt(0).toUpperCase() + item.label.slice(1)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
