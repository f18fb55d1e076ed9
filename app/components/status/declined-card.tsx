import { CalendarPlus, Phone, XCircle } from "lucide-react";
import { buttonClass } from "~/components/button-styles";
import { company } from "~/content/site";

/**
 * A Not Qualified request: the page says it was declined, why (the company's sentence for the
 * reason staff chose, never their own words), and what the customer can do next.
 */
export function DeclinedCard({ reason }: { reason: string }) {
  return (
    <section aria-labelledby="declined-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="declined-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <XCircle aria-hidden="true" className="size-5 text-slate-600" />
        We can't take this request
      </h2>
      <p className="mt-2 text-slate-800">
        We've declined this request. {reason}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        If something has changed or you have questions, call us at {company.phone}. Or book another service.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`tel:${company.phoneE164}`} className={buttonClass({ className: "w-full sm:w-auto" })}>
          <Phone aria-hidden="true" />
          Call {company.phone}
        </a>
        <a href="/book" className={buttonClass({ variant: "outline", className: "w-full sm:w-auto" })}>
          <CalendarPlus aria-hidden="true" />
          Book another service
        </a>
      </div>
    </section>
  );
}
