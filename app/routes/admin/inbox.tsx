import { InboxIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { useLiveTexts } from "~/components/admin/use-live-texts";
import { TabError } from "~/components/admin/tab-error";
import { TabHeader } from "~/components/admin/tab-header";
import { Badge } from "~/components/ui/badge";
import { listThreads } from "~/texting/inbox.server";
import { formatShortDateTime } from "~/utils/dates";
import { spreadsheetPhone } from "~/utils/phone";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Inbox");

/** Every admin, checked here on the server (decision 088). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const threads = await listThreads();
  return {
    threads: threads.map((thread) => ({
      ...thread,
      phone: spreadsheetPhone(thread.phoneDigits),
      when: formatShortDateTime(thread.lastAt),
      lastAt: thread.lastAt.toISOString(),
    })),
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  useLiveTexts();
  const { threads } = loaderData;
  return (
    <section aria-labelledby="inbox-heading" className="grid gap-4">
      <TabHeader
        id="inbox-heading"
        title="Inbox"
        description={threads.length === 0 ? "No texts yet." : "Texts from customers, one thread per phone number, the newest first."}
      />
      {threads.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
          <InboxIcon aria-hidden="true" className="size-5" /> When a customer texts the company's number, the text shows here.
        </p>
      ) : (
        <ul className="grid gap-2">
          {threads.map((thread) => (
            <li key={thread.phoneDigits} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/inbox/${thread.phoneDigits}`} className="font-semibold text-brand-700 underline underline-offset-2">
                  {thread.leads[0] ? `${thread.leads[0].name || "Customer"} · ${thread.phone}` : thread.phone}
                </Link>
                {thread.unread > 0 ? <Badge variant="warning">{thread.unread} unread</Badge> : null}
                {thread.leads.length === 0 ? (
                  <Badge variant="secondary">
                    <UserPlusIcon aria-hidden="true" /> New lead from text
                  </Badge>
                ) : null}
                <span className="text-sm text-slate-600">{thread.when}</span>
              </div>
              <p className="mt-1 line-clamp-2 break-words text-slate-800">
                {thread.lastDirection === "out" ? "You: " : ""}
                {thread.last}
              </p>
              {thread.leads.length > 0 ? (
                <p className="mt-1 text-sm text-slate-600">
                  {thread.leads.map((lead, index) => (
                    <span key={lead.id}>
                      {index > 0 ? " · " : ""}
                      <Link to={`/admin/leads/${lead.id}`} className="underline underline-offset-2">
                        Request {lead.reference ?? "without reference"}
                      </Link>{" "}
                      ({lead.status})
                    </span>
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="An error occurred while loading the inbox." />;
}
