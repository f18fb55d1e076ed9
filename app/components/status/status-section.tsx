import type * as React from "react";

/** One card of the status page: a white panel labelled by its heading. */
export function StatusSection({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card of the status page about what to do next ('No one contacted me', declined): its icon before its heading, white or amber. */
export function StatusCard({ id, icon, title, tone = "border-slate-200 bg-white", children }: { id: string; icon: React.ReactNode; title: string; tone?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border ${tone} p-6 shadow-sm`}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
