import { Link } from "react-router";
import type { ChecklistItem } from "~/business/profile";
import { capitalized } from "~/utils/text";

/**
 * The dashboard's onboarding checklist (issue 42 §1), for Super Admins until every item is done:
 * "3 of 9 set: add your licence number…", folded, each missing item a link to where it is set.
 * Bare markup (no icon per item) styled by `.onboarding` in app/styles/admin-leads.css: it sits above the page of 50
 * leads, which keeps within its 60 KB.
 */
export function OnboardingChecklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length;
  const missing = items.filter((item) => !item.done);
  if (missing.length === 0) return null;
  return (
    <details className="onboarding" data-testid="onboarding-checklist">
      <summary>
        {`${done} of ${items.length} set: ${missing[0]!.label}${missing.length > 1 ? "…" : "."}`}
      </summary>
      <ul>
        {items.map((item) =>
          // The circle or the tick is the stylesheet's (`.onboarding li::before`), read as "Done" on a done item.
          item.done ? (
            <li key={item.key} data-done="">
              {capitalized(item.label)}
            </li>
          ) : (
            <li key={item.key}>
              <Link to={item.href} discover="none">
                {capitalized(item.label)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}
