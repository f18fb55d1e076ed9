import { MapPinIcon, UserCheckIcon } from "lucide-react";
import type * as React from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/lead";
import { readForm } from "~/forms/read-form.server";
import { requireAdmin, requireSuperAdmin } from "~/auth/guards.server";
import { AllLeadsLink } from "~/components/admin/all-leads-link";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { OtherRequests } from "~/components/admin/lead/other-requests";
import { Actions, card, Detail, Erase, LeadCard, LeadChoiceForm } from "~/components/admin/lead/lead-parts";
import { adminMeta } from "~/components/admin/meta";
import { LeadError } from "~/components/admin/tab-error";
import { Badge } from "~/components/ui/badge";
import { LANG_LABELS } from "~/content/i18n";
import { Button } from "~/components/ui/button";
import { answerStaffChange, handleLeadAction, safeReturn } from "~/leads/admin/admin-actions.server";
import { LEAD_FORM_SCHEMAS } from "~/leads/admin/admin-forms";
import { ERASE_KEPT, ERASE_WHAT, eraseFormSchema, handleEraseAction } from "~/leads/erase.server";
import { ERASED_NAME, statusBadgeVariant } from "~/leads/admin/admin-view";
import { formatShortDateTime } from "~/utils/dates";
import { getLeadDetail } from "~/leads/admin/lead-detail.server";
import { otherRequestsOf } from "~/leads/admin/customer-requests.server";
import { reminderOf } from "~/schedule/reminders.server";
import { changeLead } from "~/flows/staff-change.server";
import { LeadQuoteCard } from "~/components/quotes/lead-quote-card";
import { quoteVersions } from "~/quotes/quotes.server";
import { leadQuoteViews } from "~/quotes/quote-view";
import { customerConfirmationOf } from "~/schedule/visit-changes.server";
import { pageCacheHeaders, passPageCacheHeader } from "~/utils/page-cache";
import { LanguageOptions } from "~/components/admin/language-options";
import { LeadInvoiceCard, type LeadInvoiceSummary } from "~/components/payments/lead-invoice-card";
import { invoiceableQuote, invoiceOfLead } from "~/payments/invoices.server";
import { paymentStateLabel } from "~/payments/invoice-view";
import { parseWithZod } from "@conform-to/zod/v4";
import { LeadTextCard, type LeadTextFailure } from "~/components/admin/lead/lead-text-card";
import { leadTextSchema, refusalMessage, INBOX_MESSAGES, REPLY_MAX } from "~/texting/inbox-schema";
import { textingState, textLead } from "~/texting/inbox.server";
import { phoneDigits } from "~/utils/phone";
import { redirectWithToast } from "~/utils/toast.server";
import { LeadDepositCard, type LeadDepositSummary } from "~/components/payments/lead-deposit-card";
import { depositOfLead } from "~/payments/deposits.server";
import { depositLabel } from "~/payments/deposit-view";
import { leadTriageOf } from "~/ai/triage.server";
import { TriageCard, type TriageCardView } from "~/components/ai/triage-card";
import { ReplyCard, type ReplyCardState } from "~/components/ai/reply-card";
import { draftReplySchema, sendReplySchema } from "~/ai/reply";
import { draftReply, sendReply } from "~/ai/reply.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Lead");

/** The admin layout's headers (Retry-After), and the loader's permission to keep the page (decision 027). */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(passPageCacheHeader(loaderHeaders))) headers.set(name, value);
  return headers;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const detail = await getLeadDetail(params.leadId);
  if (!detail) throw data("This lead does not exist.", { status: 404 });
  const canErase = admin.isSuperAdmin && !detail.view.erased;
  const digits = detail.view.erased || !detail.view.phone ? "" : phoneDigits(detail.view.phone);
  const [reminded, quotes, confirmed, otherRequests, invoice, invoiceable, texting, deposit, triage] = await Promise.all([
    reminderOf(params.leadId),
    quoteVersions(params.leadId),
    customerConfirmationOf(params.leadId),
    otherRequestsOf(detail.view),
    invoiceOfLead(params.leadId),
    invoiceableQuote(params.leadId),
    digits ? textingState(digits).then((state) => ({ digits, ...state })) : null,
    depositOfLead(params.leadId),
    leadTriageOf(params.leadId),
  ]);
  // Paid, partly paid (how much) or the balance due; or, for an approved quote not invoiced yet, the way to invoice it.
  const money: LeadInvoiceSummary = invoice
    ? { state: "invoiced", number: invoice.number, label: paymentStateLabel(invoice), paid: invoice.dueCents === 0 }
    : invoiceable
      ? { state: "invoiceable", ...invoiceable, completed: detail.view.status === "Completed" }
      : null;
  return data(
    {
      lead: detail.view,
      otherRequests,
      erase: canErase ? { what: ERASE_WHAT, kept: ERASE_KEPT } : null,
      reminded: reminded && formatShortDateTime(reminded),
      customerConfirmed: confirmed && formatShortDateTime(confirmed),
      quotes: leadQuoteViews(quotes),
      invoice: money,
      texting,
      // The approved quote's deposit (decision 089): until paid or waived, the visit waits for it.
      deposit: (deposit ? { state: deposit.state, label: depositLabel(deposit), waived: deposit.waived && `${deposit.waived.by}, ${formatShortDateTime(deposit.waived.at)}` } : null) satisfies LeadDepositSummary,
      superAdmin: admin.isSuperAdmin,
      triage: (triage && triage !== "pending" ? { ...triage, at: formatShortDateTime(triage.at) } : triage) satisfies TriageCardView,
    },
    { headers: pageCacheHeaders(detail.changesAt) },
  );
}

/** Every staff form on the lead; back to this page (or the list an Undo toast came from) with a toast. Erasing: Super Admins only. */
export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readForm(request, [...LEAD_FORM_SCHEMAS, eraseFormSchema, leadTextSchema, draftReplySchema, sendReplySchema]);
  if (!read.ok) return read.response;
  const intent = read.form.get("intent");
  if (intent === "text") return textAction(read.form, params.leadId, admin.email);
  if (intent === "draft-reply" || intent === "send-reply") return replyAction(read.form, params.leadId);
  if (read.form.get("intent") === "erase") return handleEraseAction(read.form, await requireSuperAdmin(request), `/admin/leads/${params.leadId}`, params.leadId);
  const back = safeReturn(url.searchParams.get("returnTo"), `/admin/leads/${params.leadId}`);
  const asked = await handleLeadAction(read.form, admin, back, params.leadId);
  if ("change" in asked) return answerStaffChange(asked, back, changeLead(asked.change));
  return asked instanceof Response ? asked : data(asked);
}

/** A text to the customer from this page (decision 088): back here with a toast, or the refusal with the typed text kept. */
async function textAction(form: FormData, leadId: string, adminEmail: string) {
  const submission = parseWithZod(form, { schema: leadTextSchema });
  const body = String(form.get("body") ?? "").slice(0, REPLY_MAX + 100);
  const refuse = (status: number, errors: string[]) => data<{ text: LeadTextFailure }>({ text: { errors, body } }, { status });
  if (submission.status !== "success") return refuse(400, Object.values(submission.error ?? {}).flat().filter((m): m is string => Boolean(m)));
  const outcome = await textLead({ leadId, body: submission.value.body, adminEmail });
  if (!outcome.ok) return refuse(409, [refusalMessage(outcome.reason)]);
  if (outcome.held) return refuse(429, [INBOX_MESSAGES.held]);
  return redirectWithToast(`/admin/leads/${leadId}`, { type: "success", title: "Text sent. It shows in the history once Twilio has it." });
}

/** "Draft a reply" answers the page with the draft (nothing stored, nothing sent); "Send" queues the text staff wrote, then back with a toast. */
async function replyAction(form: FormData, leadId: string) {
  const fields = Object.fromEntries(form);
  if (form.get("intent") === "draft-reply") {
    const parsed = draftReplySchema.safeParse(fields);
    if (!parsed.success || parsed.data.leadId !== leadId) return data({ reply: null }, { status: 400 });
    const draft = await draftReply(leadId, parsed.data.situation);
    if (!draft) throw data("This lead does not exist.", { status: 404 });
    return data({ reply: { situation: parsed.data.situation, ...draft } satisfies ReplyCardState });
  }
  const parsed = sendReplySchema.safeParse(fields);
  const text = typeof fields.body === "string" ? fields.body : "";
  if (!parsed.success || parsed.data.leadId !== leadId) {
    const errors = parsed.success ? ["This form belongs to another lead."] : parsed.error.issues.map((issue) => issue.message);
    return data({ reply: { situation: "details", text, source: null, note: null, errors } satisfies ReplyCardState }, { status: 400 });
  }
  const outcome = await sendReply(leadId, parsed.data.body);
  if (outcome === "no-lead") throw data("This lead does not exist.", { status: 404 });
  if (outcome === "no-email") {
    return data({ reply: { situation: "details", text, source: null, note: null, errors: ["This customer gave no e-mail address."] } satisfies ReplyCardState }, { status: 400 });
  }
  const toast =
    outcome === "held"
      ? { type: "error" as const, title: "Reply held", description: "The customer's daily message limit is reached: it was kept, not sent." }
      : outcome === "sent-before"
        ? { type: "info" as const, title: "Reply already sent", description: "This exact message was sent before." }
        : { type: "success" as const, title: "Reply sent", description: "It goes out by e-mail in a moment." };
  return redirectWithToast(`/admin/leads/${leadId}`, toast);
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, erase } = loaderData;
  return (
    <div className="grid gap-4">
      <AllLeadsLink />
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-slate-900">{lead.erased ? ERASED_NAME : lead.name}</h2>
        <Badge variant={statusBadgeVariant(lead.status)}>{lead.status}</Badge>
        {loaderData.deposit?.state === "waiting" ? <Badge variant="warning">Waiting for deposit</Badge> : null}
        {lead.waited ? (
          <span className={lead.overdue ? "text-sm font-semibold text-red-700" : "text-sm text-slate-700"}>
            {lead.overdue ? "Overdue: waiting " : "Waiting "}
            {lead.waited}
          </span>
        ) : null}
      </header>
      {actionData && "confirm" in actionData ? <ConfirmPanel step={actionData.confirm} /> : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 content-start gap-4">
          <LeadCard id="request-heading" title="Request">
            {lead.erased ? <p className="text-sm text-slate-700">The customer's personal data was erased on {lead.erased}.</p> : null}
            <dl className="grid gap-2 text-sm">
              <Detail label="Reference">
                {lead.reference ? <span className="font-mono font-semibold tracking-wider">{lead.reference}</span> : "None"}
              </Detail>
              <Detail label="Phone">
                {lead.phone ? (
                  <a href={lead.tel} className="text-brand-700 underline underline-offset-4">
                    {lead.phone}
                  </a>
                ) : (
                  "Not given"
                )}
              </Detail>
              <Detail label="Email">
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="text-brand-700 underline underline-offset-4">
                    {lead.email}
                  </a>
                ) : (
                  "Not given"
                )}
              </Detail>
              <Detail label="Service">{lead.service}</Detail>
              <Detail label="Language">{LANG_LABELS[lead.language]}</Detail>
              <Detail label="Address">
                {lead.mapUrl ? (
                  <a href={lead.mapUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-4">
                    <MapPinIcon className="size-4" aria-hidden="true" />
                    {[lead.streetAddress, lead.zipCode].filter(Boolean).join(", ")} (map)
                  </a>
                ) : (
                  "Not given"
                )}
              </Detail>
              <Detail label="Preferred date">{lead.preferredDate ?? "Not given"}</Detail>
              <Detail label="How often">{lead.frequency}</Detail>
              <Detail label="Appointment">
                {lead.appointment ?? "Not scheduled"}
                {lead.appointment && loaderData.deposit?.state === "waiting" ? <span className="font-semibold text-amber-800"> · waiting for deposit</span> : null}
              </Detail>
              {lead.appointment ? <Detail label="Reminder">{loaderData.reminded ? `Sent ${loaderData.reminded}` : "Not sent yet"}</Detail> : null}
              {lead.appointment && lead.status !== "Cancelled" ? (
                <Detail label="Customer">
                  {loaderData.customerConfirmed ? (
                    <span className="inline-flex items-center gap-1 font-medium text-green-800">
                      <UserCheckIcon className="size-4" aria-hidden="true" />
                      Customer confirmed · {loaderData.customerConfirmed}
                    </span>
                  ) : (
                    "Not confirmed by the customer yet"
                  )}
                </Detail>
              ) : null}
              {lead.cancelled ? (
                <Detail label="Cancelled by the customer">
                  {lead.cancelled.when}. Reason: <span className="whitespace-pre-line">{lead.cancelled.reason ?? "none given"}</span>
                </Detail>
              ) : null}
              {lead.notQualifiedReason ? <Detail label="Not qualified">{lead.notQualifiedReason}</Detail> : null}
              <Detail label="Received">
                {lead.created} ({lead.source})
              </Detail>
              {lead.reportedNoContact ? <Detail label="No contact reported">{lead.reportedNoContact}</Detail> : null}
              <Detail label="Description">
                <span className="whitespace-pre-line">{lead.description || "None"}</span>
              </Detail>
            </dl>
            {lead.hasPhoto ? (
              <a href={`/admin/leads/${lead.id}/photo`} target="_blank" rel="noopener">
                <img src={`/admin/leads/${lead.id}/photo`} alt={`Photo from ${lead.name}`} className="h-auto max-w-full rounded-lg border border-slate-200" />
              </a>
            ) : null}
          </LeadCard>

          <TriageCard triage={loaderData.triage} />
          <OtherRequests requests={loaderData.otherRequests} className={card} />

          <LeadCard id="notes-heading" title="Internal notes">
            <p className="text-xs text-slate-600">Only the staff see these; never the customer.</p>
            {lead.notes.length ? (
              <ul className="grid gap-2">
                {lead.notes.map((note) => (
                  <li key={note.id} className="rounded-md bg-slate-50 p-2 text-sm">
                    <p className="whitespace-pre-line break-words">{note.body}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {note.author}, {note.when}
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
            {/* Keyed by the notes' count: once a note is saved the box is empty again (a refused one keeps its text). */}
            <Form key={lead.notes.length} method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="note" />
              <input type="hidden" name="leadId" value={lead.id} />
              <label className="grid gap-1 text-sm">
                <span className="font-medium">New note</span>
                <textarea name="body" required maxLength={2000} rows={3} className="rounded-md border border-slate-300 p-2" />
              </label>
              <Button type="submit" variant="outline" className="w-fit">
                Add note
              </Button>
            </Form>
          </LeadCard>

          <LeadCard id="history-heading" title="History">
            <ol className="grid gap-2 text-sm">
              {lead.history.map((entry) => (
                <li key={entry.key} className={entry.undone ? "text-slate-500 line-through" : undefined}>
                  <span className="font-medium">{entry.what}</span>
                  <span className="block text-xs text-slate-600">
                    {entry.who}, {entry.when}
                    {entry.undone ? " (undone)" : ""}
                  </span>
                </li>
              ))}
            </ol>
          </LeadCard>
        </div>

        {/* Keyed by the lead's version: after any change (or a refused one), the forms show the lead as it now is. */}
        <div key={lead.version} className="grid content-start gap-4">
          <Actions lead={lead} />
          {loaderData.texting ? <LeadTextCard texting={loaderData.texting} failure={actionData && "text" in actionData ? actionData.text : undefined} /> : null}
          {lead.erased ? null : (
            <ReplyCard leadId={lead.id} hasEmail={Boolean(lead.email)} reply={actionData && "reply" in actionData ? (actionData.reply as ReplyCardState | null) : null} />
          )}
          <LeadQuoteCard leadId={lead.id} quotes={loaderData.quotes} canEditPriceBook={loaderData.superAdmin} />
          <LeadDepositCard leadId={lead.id} deposit={loaderData.deposit} />
          <LeadInvoiceCard leadId={lead.id} invoice={loaderData.invoice} />
          <LeadCard id="assign-heading" title="Assigned to">
            <LeadChoiceForm lead={lead} intent="assign" label="Admin" name="assignee" defaultValue={lead.assigneeId ?? ""} submit="Save assignment">
              <option value="">Nobody</option>
              {lead.admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.name}
                </option>
              ))}
            </LeadChoiceForm>
          </LeadCard>
          <LeadCard id="language-heading" title="Customer's language">
            <LeadChoiceForm
              lead={lead}
              intent="language"
              label="Language"
              name="language"
              defaultValue={lead.language}
              submit="Save language"
              note="Every e-mail, text and calendar file to the customer is written in it."
            >
              <LanguageOptions />
            </LeadChoiceForm>
          </LeadCard>
          {erase ? <Erase lead={lead} erase={erase} /> : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadError error={error} unexpected="An unexpected error occurred while fetching leads." />;
}
