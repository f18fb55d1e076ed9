import { Link } from "react-router";
import type { OtherRequestView } from "~/leads/admin/admin-view";

const plural = (n: number, word: string) => `${n} ${word} ${n === 1 ? "request" : "requests"}`;

/** The customer's other requests (same phone or e-mail), newest first, each a link to its page. */
export function OtherRequests({ requests, className }: { requests: OtherRequestView[]; className: string }) {
  if (requests.length === 0) return null;
  const earlier = requests.filter((request) => request.earlier).length;
  const later = requests.length - earlier;
  const summary = [earlier ? plural(earlier, "earlier") : null, later ? plural(later, "later") : null].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="other-requests-heading" className={className}>
      <h2 id="other-requests-heading" className="font-bold text-slate-900">
        {summary}
      </h2>
      <p className="text-xs text-slate-600">From the same phone number or e-mail, newest first.</p>
      <ul className="grid gap-2 text-sm">
        {requests.map((request) => (
          <li key={request.id}>
            <Link to={`/admin/leads/${request.id}`} className="font-medium text-brand-700 underline underline-offset-4">
              {request.service}, {request.created}
            </Link>
            <span className="block text-xs text-slate-600">
              {[request.reference, `now ${request.status}`].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
