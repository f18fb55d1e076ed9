import { randomUUID } from "node:crypto";
import { addDays } from "date-fns";
import { PlusIcon, SendIcon, Trash2Icon } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/lead-invoice";
import { requireAdmin, requireSuperAdmin } from "~/auth/guards.server";
import { LeadCard } from "~/components/admin/lead/lead-parts";
import { adminMeta } from "~/components/admin/meta";
import { LeadError } from "~/components/admin/tab-error";
import { Field, FieldControl, FormAlert, TextField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { MethodSelect } from "~/components/payments/method-select";
import { changeInvoice, createInvoice, refundPayment, sendInvoice, takeOfflinePayment } from "~/flows/get-paid.server";
import { readForm } from "~/forms/read-form.server";
import { findLead } from "~/leads/leads.server";
import { invoiceOfLead, invoiceableQuote } from "~/payments/invoices.server";
import { MAX_INVOICE_LINES, voidInvoicesOfLead, type InvoiceChangeRefusal } from "~/payments/invoice-changes.server";
import { getDb } from "~/db/client.server";
import { paymentStateLabel } from "~/payments/invoice-view";
import { cardPaymentsEnabled } from "~/payments/stripe.server";
import {
  addLineSchema,
  createInvoiceSchema,
  INVOICE_FORM_SCHEMA,
  invoiceDetailsSchema,
  METHOD_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_REFUSALS,
  recordPaymentSchema,
  refundSchema,
  removeLineSchema,
  sendInvoiceSchema,
  voidInvoiceSchema,
} from "~/payments/payment-form";
import { formatQuantity } from "~/quotes/money";
import { formatCents } from "~/utils/money";
import { formatShortDateTime, isoDateInZone } from "~/utils/dates";
import { redirectWithToast } from "~/utils/toast.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import type { ConfirmStep } from "~/forms/confirm";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Invoice");

const INVOICE_REFUSALS = {
  "not-found": "This lead does not exist.",
  erased: "The customer's personal data was erased: no invoice can be made.",
  "not-completed": "An invoice is made once the job is Completed: mark the lead Completed first.",
  "no-approved-quote": "This lead has no approved quote to invoice.",
  exists: "This quote is invoiced already.",
} as const;

const SEND_REFUSALS = {
  "not-found": "This lead has no invoice to send.",
  erased: "The customer's personal data was erased: nothing can be sent.",
  "no-contact": "This customer gave no e-mail address and no consent to texts: call them with the invoice instead.",
} as const;

/** Why an invoice was not changed (decision 090). */
const CHANGE_REFUSALS: Record<InvoiceChangeRefusal, string> = {
  "not-found": "That invoice is not this lead's: open the invoice again.",
  void: "This invoice is void: it is not changed. Create a new one from the quote.",
  sent: "This invoice was sent: it is not changed any more. A Super Admin can void it, and a new one be made.",
  paid: "A payment is recorded on this invoice: it is not changed any more. A Super Admin can void it once its payments are refunded.",
  "last-line": "An invoice keeps at least one item: add the right one first, then remove this one.",
  "no-line": "That item was removed already.",
  "too-many": `An invoice holds at most ${MAX_INVOICE_LINES} items.`,
  "line-total": "A line can come to $100,000 at most: lower its quantity or its price.",
  "invoice-total": "An invoice's items can come to $100,000 at most.",
  "has-money": "Money was paid on this invoice: refund its payments first, then void it.",
};


/** Ops Admins and Super Admins make invoices and record payments; only a Super Admin refunds (checked again in the action). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const lead = await findLead(params.leadId);
  if (!lead) throw data("This lead does not exist.", { status: 404 });
  const [invoice, invoiceable, voided] = await Promise.all([invoiceOfLead(lead.id), invoiceableQuote(lead.id), voidInvoicesOfLead(getDb(), lead.id)]);
  const today = isoDateInZone(new Date());
  return {
    lead: { id: lead.id, name: lead.erasedAt ? "Erased customer" : lead.name, status: lead.status, reference: lead.reference },
    invoice: invoice && {
      ...invoice,
      label: paymentStateLabel(invoice),
      created: formatShortDateTime(invoice.createdAt),
      sent: invoice.sentAt ? formatShortDateTime(invoice.sentAt) : null,
      lastReminder: invoice.lastReminderAt ? formatShortDateTime(invoice.lastReminderAt) : null,
      payments: invoice.payments.map((payment) => ({ ...payment, when: formatShortDateTime(payment.createdAt) })),
      /** A draft: never sent and nothing paid on it, so its items, due date and terms may change (decision 090). */
      editable: !invoice.sentAt && invoice.payments.length === 0,
    },
    voided: voided.map((row) => ({ number: row.number, totalCents: row.totalCents, when: formatShortDateTime(row.voidedAt), by: row.voidedBy, reason: row.voidReason })),
    invoiceable: !invoice && invoiceable ? invoiceable : null,
    canRefund: admin.isSuperAdmin,
    canVoid: admin.isSuperAdmin,
    card: cardPaymentsEnabled(),
    today,
    defaultDue: isoDateInZone(addDays(new Date(), 14)),
    /** Each form's own key: sent twice (a double click, a retry), it records one payment. */
    keys: { record: randomUUID(), refund: randomUUID(), send: randomUUID() },
  };
}

type Errors = Record<string, string[] | undefined>;

function failed(errors: Errors, formErrors: string[], values: Record<string, string>, status = 400) {
  return data({ errors, formErrors, values }, { status });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readForm(request, INVOICE_FORM_SCHEMA);
  if (!read.ok) return failed({}, [PAYMENT_MESSAGES.form], {}, read.response.init?.status ?? 400);
  const values = Object.fromEntries([...read.form].map(([name, value]) => [name, String(value)]));
  const today = isoDateInZone(new Date());
  const back = `/admin/leads/${params.leadId}/invoice`;
  if (values.intent === "create") {
    const parsed = createInvoiceSchema(today).safeParse(values);
    if (!parsed.success) return failed(parsed.error.flatten().fieldErrors, [], values);
    const made = await createInvoice({ leadId: params.leadId, dueDate: parsed.data.dueDate, terms: parsed.data.terms, createdBy: admin.email });
    if (!made.ok) return failed({}, [INVOICE_REFUSALS[made.reason]], values, made.reason === "not-found" ? 404 : 409);
    return redirectWithToast(back, { type: "success", title: `Invoice ${made.invoice.number} created: balance due ${formatCents(made.invoice.balanceCents)}.` });
  }
  if (values.intent === "send") {
    const parsed = sendInvoiceSchema.safeParse(values);
    if (!parsed.success) return failed({}, [PAYMENT_MESSAGES.form], values);
    const sent = await sendInvoice(params.leadId, parsed.data.key);
    if (!sent.ok) return failed({}, [SEND_REFUSALS[sent.reason]], values, sent.reason === "not-found" ? 404 : 409);
    const title = sent.queued ? `Invoice ${sent.number} sent to the customer.` : `Invoice ${sent.number}: nothing more sent (that send was done already, or the customer's daily message limit is reached; see the history).`;
    return redirectWithToast(back, { type: "success", title });
  }
  if (values.intent === "add-line" || values.intent === "remove-line" || values.intent === "details" || values.intent === "void") {
    return changeAction(request, params.leadId, values, today, back);
  }
  if (values.intent === "record") {
    const parsed = recordPaymentSchema(today).safeParse(values);
    if (!parsed.success) return failed(parsed.error.flatten().fieldErrors, [], values);
    const { intent: _intent, amount, ...rest } = parsed.data;
    const outcome = await takeOfflinePayment({ ...rest, leadId: params.leadId, amountCents: amount, recordedBy: admin.email });
    if (!outcome.ok) return failed({}, [PAYMENT_REFUSALS[outcome.reason](outcome.dueCents)], values, outcome.reason === "not-found" ? 404 : 409);
    const title = outcome.payment.duplicate ? "That payment was recorded already." : `Payment of ${formatCents(outcome.payment.amountCents)} recorded.`;
    return redirectWithToast(back, { type: "success", title });
  }
  if (values.intent === "refund") {
    const superAdmin = await requireSuperAdmin(request);
    const parsed = refundSchema(today).safeParse(values);
    if (!parsed.success) return failed(parsed.error.flatten().fieldErrors, [], values);
    const { intent: _intent, amount, ...rest } = parsed.data;
    const outcome = await refundPayment({ ...rest, leadId: params.leadId, amountCents: amount, recordedBy: superAdmin.email });
    if (!outcome.ok) return failed({}, [PAYMENT_REFUSALS[outcome.reason](outcome.dueCents)], values, outcome.reason === "not-found" ? 404 : 409);
    return redirectWithToast(back, { type: "success", title: outcome.payment.duplicate ? "That refund was recorded already." : `Refund of ${formatCents(outcome.payment.amountCents)} recorded.` });
  }
  return failed({}, [PAYMENT_MESSAGES.form], values);
}

/** The invoice's changes: a draft's added work, removed item, due date and terms (both roles); a void (Super Admins only, checked before the form is read). */
async function changeAction(request: Request, leadId: string, values: Record<string, string>, today: string, back: string) {
  const done = (title: string) => redirectWithToast(back, { type: "success", title });
  const refused = (reason: InvoiceChangeRefusal) => failed({}, [CHANGE_REFUSALS[reason]], values, reason === "not-found" ? 404 : 409);
  if (values.intent === "void") {
    const superAdmin = await requireSuperAdmin(request);
    const parsed = voidInvoiceSchema.safeParse(values);
    if (!parsed.success) return failed(parsed.error.flatten().fieldErrors, [], values);
    // A consequential form's second step (decision 060): nothing is voided until it is confirmed.
    if (values.confirm !== "1") {
      const step: ConfirmStep = {
        question: "Void this invoice?",
        detail: `Its number stays used and it takes no payment any more; the customer's page no longer shows it, and a new invoice can be made from the quote. Reason: ${parsed.data.reason}`,
        label: "Void the invoice",
        fields: { intent: "void", invoiceId: parsed.data.invoiceId, reason: parsed.data.reason },
      };
      return data({ confirm: step });
    }
    const outcome = await changeInvoice({ kind: "void", leadId, invoiceId: parsed.data.invoiceId, reason: parsed.data.reason, by: superAdmin.email });
    return outcome.ok ? done(`Invoice ${outcome.number} voided: its number stays used. Create a new invoice from the quote.`) : refused(outcome.reason);
  }
  if (values.intent === "add-line") {
    const parsed = addLineSchema.safeParse(values);
    if (!parsed.success) return failed(parsed.error.flatten().fieldErrors, [], values);
    const { description, quantity, unitPrice, taxable, invoiceId } = parsed.data;
    const outcome = await changeInvoice({ kind: "add-line", leadId, invoiceId, description, quantityMilli: quantity, unitPriceCents: unitPrice, taxable });
    return outcome.ok ? done(`Work added to invoice ${outcome.number}: total ${formatCents(outcome.totalCents)}, balance due ${formatCents(outcome.balanceCents)}.`) : refused(outcome.reason);
  }
  if (values.intent === "remove-line") {
    const parsed = removeLineSchema.safeParse(values);
    if (!parsed.success) return failed({}, [PAYMENT_MESSAGES.form], values);
    const outcome = await changeInvoice({ kind: "remove-line", leadId, invoiceId: parsed.data.invoiceId, position: parsed.data.position });
    return outcome.ok ? done(`Item removed from invoice ${outcome.number}: total ${formatCents(outcome.totalCents)}, balance due ${formatCents(outcome.balanceCents)}.`) : refused(outcome.reason);
  }
  const parsed = invoiceDetailsSchema(today).safeParse(values);
  if (!parsed.success) return failed(parsed.error.flatten().fieldErrors, [], values);
  const outcome = await changeInvoice({ kind: "details", leadId, ...parsed.data });
  return outcome.ok ? done(`Invoice ${outcome.number}: due date and terms saved.`) : refused(outcome.reason);
}

export default function LeadInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, invoice, invoiceable, keys, today, voided } = loaderData;
  const answer = actionData && "errors" in actionData ? actionData : undefined;
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : undefined;
  const errors: Errors = answer?.errors ?? {};
  const values: Record<string, string> = answer?.values ?? {};
  const intent = values.intent;
  const mine = (name: string, of: string) => (intent === of ? errors[name] : undefined);
  return (
    <div className="grid gap-4">
      <Link to={`/admin/leads/${lead.id}`} className="w-fit text-sm font-semibold text-brand-700 underline underline-offset-4">
        Back to {lead.name}
      </Link>
      <h2 className="text-xl font-bold text-slate-900">Invoice for {lead.name}</h2>
      <FormAlert errors={answer?.formErrors} />
      {confirm ? <ConfirmPanel step={confirm} /> : null}
      {!invoice ? (
        <LeadCard id="create-heading" title="Create the invoice">
          {invoiceable ? (
            <>
              <p className="text-sm text-slate-700">
                From quote v{invoiceable.version}, as the customer approved it (the optional items they chose, the discount and the tax); the deposit paid is deducted.
              </p>
              {lead.status !== "Completed" ? <p className="text-sm font-medium text-slate-900">{INVOICE_REFUSALS["not-completed"]}</p> : null}
              <Form method="post" className="grid max-w-md gap-3">
                <input type="hidden" name="intent" value="create" />
                <TextField id="dueDate" name="dueDate" type="date" label="Due date" required min={today} defaultValue={intent === "create" ? values.dueDate : loaderData.defaultDue} errors={mine("dueDate", "create")} />
                <Field id="terms" label="Terms" errors={mine("terms", "create")}>
                  <FieldControl>
                    <textarea name="terms" rows={3} maxLength={2000} defaultValue={intent === "create" ? values.terms : "Payment due within 14 days."} className="rounded-md border border-slate-300 p-2 text-sm" />
                  </FieldControl>
                </Field>
                <Button type="submit" className="w-fit">
                  Create invoice
                </Button>
              </Form>
            </>
          ) : (
            <p className="text-sm text-slate-700">{INVOICE_REFUSALS["no-approved-quote"]}</p>
          )}
        </LeadCard>
      ) : (
        <>
          <LeadCard id="invoice-heading" title={`Invoice ${invoice.number}`}>
            <p className="text-base font-semibold text-slate-900" data-testid="invoice-state">
              {invoice.label}
            </p>
            <p className="text-xs text-slate-600">
              Created {invoice.created} by {invoice.createdBy}; due {invoice.dueDate}
              {invoice.quoteVersion ? `; from quote v${invoice.quoteVersion}` : ""}.
              {invoice.remindersSent ? ` Overdue reminders sent: ${invoice.remindersSent}, the last ${invoice.lastReminder}.` : ""}
            </p>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th className="py-1 font-medium">Item</th>
                  <th className="py-1 pl-2 text-right font-medium">Qty</th>
                  <th className="py-1 pl-2 text-right font-medium">Price</th>
                  <th className="py-1 pl-2 text-right font-medium">Amount</th>
                  {invoice.editable ? (
                    <th className="py-1 text-right font-medium">
                      <span className="sr-only">Remove</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {invoice.lines.map((line) => (
                  <tr key={line.position} className="border-b border-slate-100">
                    <td className="py-1">{line.name}</td>
                    <td className="py-1 pl-2 text-right">
                      {formatQuantity(line.quantityMilli)} {line.unit}
                    </td>
                    <td className="py-1 pl-2 text-right">{formatCents(line.unitPriceCents)}</td>
                    <td className="py-1 pl-2 text-right">{formatCents(line.amountCents)}</td>
                    {invoice.editable ? (
                      <td className="py-1 pl-2 text-right">
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove-line" />
                          <input type="hidden" name="invoiceId" value={invoice.id} />
                          <input type="hidden" name="position" value={line.position} />
                          <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${line.name}`}>
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        </Form>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">{formatCents(invoice.subtotalCents)}</dd>
              {invoice.discountCents ? (
                <>
                  <dt>Discount</dt>
                  <dd className="text-right">−{formatCents(invoice.discountCents)}</dd>
                </>
              ) : null}
              <dt>Tax</dt>
              <dd className="text-right">{formatCents(invoice.taxCents)}</dd>
              <dt className="font-medium">Total</dt>
              <dd className="text-right font-medium">{formatCents(invoice.totalCents)}</dd>
              {invoice.depositCreditCents ? (
                <>
                  <dt>Deposit paid</dt>
                  <dd className="text-right">−{formatCents(invoice.depositCreditCents)}</dd>
                </>
              ) : null}
              <dt>Paid</dt>
              <dd className="text-right">{formatCents(invoice.paidCents)}</dd>
              <dt className="font-semibold">Balance due</dt>
              <dd className="text-right font-semibold">{formatCents(invoice.dueCents)}</dd>
            </dl>
            {invoice.editable ? (
              <DraftForms invoiceId={invoice.id} lines={invoice.lines.map((line) => line.position).join(",")} dueDate={invoice.dueDate} terms={invoice.terms} today={today} intent={intent} values={values} errors={errors} />
            ) : invoice.terms ? (
              <p className="whitespace-pre-line text-sm text-slate-700">{invoice.terms}</p>
            ) : null}
            <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="key" value={keys.send} />
              <Button type="submit" variant={invoice.sentAt ? "outline" : "default"} className="w-fit">
                <SendIcon aria-hidden="true" />
                {invoice.sentAt ? "Send again" : "Send to the customer"}
              </Button>
              <span className="text-xs text-slate-600">
                {invoice.sentAt ? `Last sent ${invoice.sent}. ` : ""}E-mail with the PDF (and a text, with their consent), in the customer's language.{" "}
                <a href={`/status/${lead.id}/invoice`} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
                  The customer's page
                </a>
              </span>
            </Form>
          </LeadCard>

          <LeadCard id="payments-heading" title="Payments">
            <p className="text-xs text-slate-600">
              {loaderData.card
                ? "Card payments online are on: the customer can pay the balance by card from their invoice page (recorded here by Stripe's webhook)."
                : "Card payments online are off (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set): the customer's page offers the offline ways only."}
            </p>
            {invoice.payments.length ? (
              <ul className="grid gap-2 text-sm">
                {invoice.payments.map((payment) => (
                  <li key={payment.id} className="rounded-md bg-slate-50 p-2">
                    <p className="font-medium">
                      {payment.refundOf ? "Refund" : "Payment"} of {formatCents(payment.amountCents)} · {METHOD_LABELS[payment.method]}
                      {payment.checkNumber ? ` no. ${payment.checkNumber}` : ""}
                      {payment.overpayment ? " (overpayment)" : ""}
                    </p>
                    <p className="text-xs text-slate-600">
                      Received {payment.receivedOn}; recorded by {payment.recordedBy ?? "Stripe"}, {payment.when}
                      {payment.note ? `. ${payment.note}` : ""}
                    </p>
                    {loaderData.canRefund && payment.refundableCents > 0 ? (
                      <details className="mt-2">
                        <summary className="cursor-pointer text-xs font-semibold text-brand-700">Record a refund</summary>
                        <Form method="post" className="mt-2 grid max-w-md gap-2">
                          <input type="hidden" name="intent" value="refund" />
                          <input type="hidden" name="paymentId" value={payment.id} />
                          <input type="hidden" name="key" value={keys.refund} />
                          <TextField id={`refund-amount-${payment.id}`} name="amount" label="Amount refunded ($)" required inputMode="decimal" defaultValue={String(payment.refundableCents / 100)} />
                          <MethodSelect
                            id={`refund-method-${payment.id}`}
                            label="Given back by"
                            toCard={loaderData.card && payment.method === "card"}
                            defaultValue={payment.method === "card" ? (loaderData.card ? "card" : "card-on-site") : payment.method}
                          />
                          <TextField id={`refund-check-${payment.id}`} name="checkNumber" label="Check number (for a check)" />
                          <TextField id={`refund-on-${payment.id}`} name="receivedOn" type="date" label="Refunded on" required max={today} defaultValue={today} />
                          <Button type="submit" variant="outline" className="w-fit">
                            Record refund
                          </Button>
                        </Form>
                      </details>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-700">No payment recorded yet.</p>
            )}
            {invoice.status !== "void" ? (
              // Keyed by what is owed: after a draft's change or a payment, the amount it offers is the new balance.
              <Form key={invoice.dueCents} method="post" className="grid max-w-md gap-3 border-t border-slate-200 pt-3">
                <h3 className="font-semibold text-slate-900">Record a payment</h3>
                <input type="hidden" name="intent" value="record" />
                <input type="hidden" name="invoiceId" value={invoice.id} />
                <input type="hidden" name="key" value={keys.record} />
                <TextField
                  id="amount"
                  name="amount"
                  label="Amount ($)"
                  required
                  inputMode="decimal"
                  defaultValue={intent === "record" ? values.amount : invoice.dueCents ? String(invoice.dueCents / 100) : ""}
                  errors={mine("amount", "record")}
                />
                <MethodSelect id="method" defaultValue={intent === "record" ? values.method : undefined} errors={mine("method", "record")} />
                <TextField id="checkNumber" name="checkNumber" label="Check number (for a check)" defaultValue={intent === "record" ? values.checkNumber : ""} errors={mine("checkNumber", "record")} />
                <TextField id="receivedOn" name="receivedOn" type="date" label="Received on" required max={today} defaultValue={intent === "record" ? values.receivedOn : today} errors={mine("receivedOn", "record")} />
                <TextField id="note" name="note" label="Note" maxLength={500} defaultValue={intent === "record" ? values.note : ""} errors={mine("note", "record")} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="overpayment" defaultChecked={intent === "record" && values.overpayment === "on"} />
                  Record as an overpayment (the customer paid more than is due)
                </label>
                <Button type="submit" className="w-fit">
                  Record payment
                </Button>
              </Form>
            ) : null}
          </LeadCard>
          {loaderData.canVoid ? (
            <LeadCard id="void-heading" title="Void this invoice">
              <p className="text-sm text-slate-700">
                A void invoice keeps its number, takes no payment and leaves the customer's page; a new invoice can then be made from the quote. Refund its payments first.
              </p>
              <Form method="post" className="grid max-w-md gap-3">
                <input type="hidden" name="intent" value="void" />
                <input type="hidden" name="invoiceId" value={invoice.id} />
                <Field id="void-reason" label="Reason" required errors={mine("reason", "void")}>
                  <FieldControl>
                    <textarea name="reason" rows={2} maxLength={500} defaultValue={intent === "void" ? values.reason : ""} className="rounded-md border border-slate-300 p-2 text-sm" />
                  </FieldControl>
                </Field>
                <Button type="submit" variant="destructive" className="w-fit">
                  Void invoice {invoice.number}
                </Button>
              </Form>
            </LeadCard>
          ) : null}
        </>
      )}
      {voided.length ? (
        <LeadCard id="voided-heading" title="Void invoices">
          <ul className="grid gap-1 text-sm">
            {voided.map((row) => (
              <li key={row.number}>
                <span className="font-medium">{row.number}</span> ({formatCents(row.totalCents)}), voided {row.when} by {row.by}: {row.reason}
              </li>
            ))}
          </ul>
        </LeadCard>
      ) : null}
    </div>
  );
}

type DraftFormsProps = { invoiceId: string; lines: string; dueDate: string; terms: string; today: string; intent?: string; values: Record<string, string>; errors: Errors };

/** A draft invoice's forms: work added, and its due date and terms (each posts and comes back; typed values kept on a refusal). */
function DraftForms({ invoiceId, lines, dueDate, terms, today, intent, values, errors }: DraftFormsProps) {
  const mine = (name: string, of: string) => (intent === of ? errors[name] : undefined);
  const typed = (name: string, of: string, fallback = "") => (intent === of ? (values[name] ?? fallback) : fallback);
  return (
    <div className="grid gap-4 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-700">Draft: until it is sent or paid, its items, due date and terms can change; the totals are computed again.</p>
      {/* A new form after each change of the items: the work just added is not left typed in it. */}
      <Form key={lines} method="post" className="grid max-w-md gap-3" aria-labelledby="add-work-heading">
        <h3 id="add-work-heading" className="font-semibold text-slate-900">
          Add work
        </h3>
        <input type="hidden" name="intent" value="add-line" />
        <input type="hidden" name="invoiceId" value={invoiceId} />
        <TextField id="description" name="description" label="Description" required maxLength={120} defaultValue={typed("description", "add-line")} errors={mine("description", "add-line")} />
        <div className="grid grid-cols-2 gap-3">
          <TextField id="quantity" name="quantity" label="Quantity" inputMode="decimal" defaultValue={typed("quantity", "add-line", "1")} errors={mine("quantity", "add-line")} />
          <TextField id="unitPrice" name="unitPrice" label="Unit price ($)" required inputMode="decimal" defaultValue={typed("unitPrice", "add-line")} errors={mine("unitPrice", "add-line")} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="taxable" defaultChecked={intent === "add-line" && values.taxable === "on"} />
          Taxable (the quote's tax rate)
        </label>
        <Button type="submit" variant="outline" className="w-fit">
          <PlusIcon aria-hidden="true" />
          Add to the invoice
        </Button>
      </Form>
      <Form method="post" className="grid max-w-md gap-3" aria-labelledby="details-heading">
        <h3 id="details-heading" className="font-semibold text-slate-900">
          Due date and terms
        </h3>
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="invoiceId" value={invoiceId} />
        <TextField id="draft-due" name="dueDate" type="date" label="Due date" required min={today} defaultValue={typed("dueDate", "details", dueDate)} errors={mine("dueDate", "details")} />
        <Field id="draft-terms" label="Terms" errors={mine("terms", "details")}>
          <FieldControl>
            <textarea name="terms" rows={3} maxLength={2000} defaultValue={typed("terms", "details", terms)} className="rounded-md border border-slate-300 p-2 text-sm" />
          </FieldControl>
        </Field>
        <Button type="submit" variant="outline" className="w-fit">
          Save due date and terms
        </Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadError error={error} unexpected="An unexpected error occurred while loading the invoice." />;
}
