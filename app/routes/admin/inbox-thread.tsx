import { parseWithZod } from "@conform-to/zod/v4";
import { UserPlusIcon } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/inbox-thread";
import { requireAdmin } from "~/auth/guards.server";
import { TextReplyForm } from "~/components/admin/text-reply-form";
import { adminMeta } from "~/components/admin/meta";
import { useLiveTexts } from "~/components/admin/use-live-texts";
import { TabError } from "~/components/admin/tab-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { readForm } from "~/forms/read-form.server";
import { draftTextReplySchema } from "~/ai/reply";
import { draftTextReply } from "~/ai/reply.server";
import { SOURCE_LABELS } from "~/ai/triage";
import type { AiSource } from "~/db/ai-values";
import { INBOX_MESSAGES, REPLY_MAX, refusalMessage, replySchema, threadPhoneSchema } from "~/texting/inbox-schema";
import { openThread, replyToThread } from "~/texting/inbox.server";
import { formatShortDateTime } from "~/utils/dates";
import { spreadsheetPhone } from "~/utils/phone";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Inbox");

function threadPhone(params: { phone?: string }): string {
  const phone = threadPhoneSchema.safeParse(params.phone);
  if (!phone.success) throw data({ notFound: true }, { status: 404 });
  return phone.data;
}

/** Every admin, checked here on the server; opening a thread marks its texts read. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const digits = threadPhone(params);
  const thread = await openThread(digits);
  if (!thread) throw data({ notFound: true }, { status: 404 });
  const first = thread.messages.find((message) => message.direction === "in");
  return {
    digits,
    phone: spreadsheetPhone(digits),
    optedOut: thread.optedOut,
    leads: thread.leads,
    newLeadUrl: `/admin/leads/new?${new URLSearchParams({ phone: spreadsheetPhone(digits), message: (first?.body ?? "").slice(0, 1000) })}`,
    messages: thread.messages.map((message) => ({ ...message, at: message.at.toISOString(), when: formatShortDateTime(message.at) })),
  };
}

type ReplyFailure = { errors: string[]; body: string; drafted?: { source: AiSource; note: string | null } };

/**
 * A reply from the office: every admin, checked here on the server; refused for a number that said
 * STOP. "Draft a reply" answers the page with a draft in the reply box (decision 091): nothing is
 * stored or sent until staff press Send.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const digits = threadPhone(params);
  const read = await readForm(request, [replySchema, draftTextReplySchema]);
  if (!read.ok) return data<ReplyFailure>({ errors: read.response.data.result.error?.[""] ?? [], body: "" }, { status: read.response.init?.status ?? 400 });
  if (read.form.get("intent") === "draft-reply") {
    const draft = await draftTextReply(digits);
    return data<ReplyFailure>({ errors: [], body: draft.text, drafted: { source: draft.source, note: draft.note } });
  }
  const submission = parseWithZod(read.form, { schema: replySchema });
  const typed = String(read.form.get("body") ?? "").slice(0, REPLY_MAX + 100);
  if (submission.status !== "success") {
    return data<ReplyFailure>({ errors: Object.values(submission.error ?? {}).flat().filter((m): m is string => Boolean(m)), body: typed }, { status: 400 });
  }
  const outcome = await replyToThread({ digits, body: submission.value.body, adminEmail: admin.email });
  if (!outcome.ok) {
    return data<ReplyFailure>({ errors: [refusalMessage(outcome.reason)], body: typed }, { status: 409 });
  }
  if (outcome.held) return data<ReplyFailure>({ errors: [INBOX_MESSAGES.held], body: typed }, { status: 429 });
  return redirectWithToast(`/admin/inbox/${digits}`, { type: "success", title: "Reply sent. It shows here once Twilio has it." });
}

const STATUS_WORDS: Record<string, string> = { queued: "Queued", sent: "Sent", delivered: "Delivered", failed: "Failed", undelivered: "Not delivered", received: "" };

export default function InboxThread({ loaderData, actionData }: Route.ComponentProps) {
  useLiveTexts();
  const { phone, optedOut, leads, messages, newLeadUrl } = loaderData;
  return (
    <section aria-labelledby="thread-heading" className="grid max-w-3xl gap-4">
      <p>
        <Link to="/admin/inbox" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          ← All texts
        </Link>
      </p>
      <div>
        <h2 id="thread-heading" className="text-xl font-bold text-slate-900">
          Texts with {leads[0]?.name || phone}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {phone}
          {leads.map((lead) => (
            <span key={lead.id}>
              {" · "}
              <Link to={`/admin/leads/${lead.id}`} className="underline underline-offset-2">
                Request {lead.reference ?? "without reference"}
              </Link>{" "}
              ({lead.status})
            </span>
          ))}
        </p>
      </div>
      {leads.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <Badge variant="warning">New lead from text</Badge>
          <span className="text-sm text-slate-800">This number belongs to no request yet.</span>
          <Button asChild size="sm" variant="outline">
            <Link to={newLeadUrl}>
              <UserPlusIcon aria-hidden="true" /> Create a lead
            </Link>
          </Button>
        </div>
      ) : null}
      <ol className="grid gap-2" aria-label="Texts, oldest first">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`max-w-[85%] rounded-xl p-3 text-slate-900 ${message.direction === "in" ? "justify-self-start bg-white ring-1 ring-slate-200" : "justify-self-end bg-brand-50 ring-1 ring-brand-200"}`}
          >
            <p className="text-xs text-slate-600">
              {message.direction === "in" ? "Customer" : "Office"} · {message.when}
              {STATUS_WORDS[message.status] ? ` · ${STATUS_WORDS[message.status]}` : ""}
              {message.errorCode ? ` (error ${message.errorCode})` : ""}
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p>
          </li>
        ))}
      </ol>
      {optedOut ? (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {INBOX_MESSAGES.optedOut}
        </p>
      ) : (
        <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="draft-reply" />
            <Button type="submit" variant="outline" size="sm">
              Draft a reply
            </Button>
            <span className="text-sm text-slate-700">
              {actionData?.drafted
                ? `Drafted by ${SOURCE_LABELS[actionData.drafted.source]}${actionData.drafted.note ? `. ${actionData.drafted.note}` : ""}. Read and edit it before sending.`
                : "Answers the last text from the request's facts, for you to edit."}
            </span>
          </Form>
          <TextReplyForm id="reply-body" label="Reply" submit="Send reply" errors={actionData?.errors} body={actionData?.body} />
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="This thread cannot be shown (no texts with that number)." />;
}
