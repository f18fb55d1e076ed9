import type * as React from "react";

/** The head of an admin tab: its heading (labelling the tab's section), one line under it, and the tab's actions at the right. */
export function TabHeader({
  id,
  title,
  description,
  live,
  compact,
  children,
}: {
  id: string;
  title: string;
  description: React.ReactNode;
  /** The line changes with the user's choices (a count): read out when it does. */
  live?: boolean;
  /** On a phone, one row: the line under the heading is read out but not shown (the leads list keeps its tabs in view). */
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className={`flex flex-wrap justify-between gap-3 ${compact ? "items-center sm:items-end" : "items-end"}`}>
      <div>
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className={`mt-1 text-sm text-slate-700 ${compact ? "max-sm:sr-only" : ""}`} aria-live={live ? "polite" : undefined}>
          {description}
        </p>
      </div>
      {children}
    </div>
  );
}
