import { ChevronDownIcon } from "./icons";
import type { Faq } from "~/content/services";

/** Questions and answers as native disclosures: they open and close without JavaScript. */
export function FaqList({ faq }: { faq: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faq.map((entry) => (
        <details key={entry.question} className="group p-5" data-reveal="">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left text-base font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
            <h3>{entry.question}</h3>
            <ChevronDownIcon
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 leading-relaxed text-slate-600">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
