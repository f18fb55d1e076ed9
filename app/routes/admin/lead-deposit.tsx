import { randomUUID } from "node:crypto";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/lead-deposit";
import { requireAdmin, requireSuperAdmin } from "~/auth/guards.server";
import { field, LeadCard } from "~/components/admin/lead/lead-parts";
import { adminMeta } from "~/components/admin/meta";
import { LeadError } from "~/components/admin/tab-error";
import { Field, FieldControl, FormAlert, TextField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { MethodSelect } from "~/components/payments/method-select";
import { OFFLINE_METHODS } from "~/db/payment-values";
import { refundLeadDeposit, takeOfflineDeposit, waiveLeadDeposit } from "~/flows/deposit.server";
import { readForm } from "~/forms/read-form.server";
import { findLead } from "~/leads/leads.server";
import { DEPOSIT_FORM_SCHEMA, recordDepositSchema, refundDepositSchema, waiveDepositSchema } from "~/payments/deposit-form";
import { depositLabel } from "~/payments/deposit-view";
import { depositOfLead, depositPayments } from "~/payments/deposits.server";
import { METHOD_LABELS, PAYMENT_MESSAGES, PAYMENT_REFUSALS } from "~/payments/payment-form";
import type { PaymentMethod } from "~/db/payment-values";
import { cardPaymentsEnabled } from "~/payments/stripe.server";
import { formatShortDateTime, isoDateInZone } from "~/utils/dates";
import { formatCents } from "~/utils/money";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Deposit");

const REFUSALS = {
  "not-found": () => "This lead's approved quote asks no deposit.",
  paid: () => "The deposit is paid already: there is nothing to waive.",
  waived: () => "The deposit was waived already.",
  refunded: () => "The deposit was refunded: there is nothing to waive.",
  "over-balance": (due?: number) => `That is more than the ${formatCents(due ?? 0)} of deposit still due. Tick "Record as an overpayment" if the customer paid more.`,
} as const;

/**
 * The office's side of a deposit (decision 089): what the approved quote asks, what was paid, a
 * deposit taken outside the site, the waiver, and a refund. Every admin (Ops Admins and Super
 * Admins alike) records and waives; only a Super Admin refunds, as an invoice's payment (decision
 * 086): checked here and in the action.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const lead = await findLead(params.leadId);
  if (!lead) throw data("This lead does not exist.", { status: 404 });
  const deposit = await depositOfLead(lead.id);
  const paid = deposit ? await depositPayments(deposit.quoteId) : [];
  const today = isoDateInZone(new Date());
  return {
    lead: { id: lead.id, name: lead.erasedAt ? "Erased customer" : lead.name },
    deposit: deposit && { ...deposit, label: depositLabel(deposit), waived: deposit.waived && { by: deposit.waived.by, when: formatShortDateTime(deposit.waived.at) } },
    payments: paid.map((payment) => ({ ...payment, method: payment.method as PaymentMethod, when: formatShortDateTime(payment.createdAt) })),
    canRefund: admin.isSuperAdmin,
    card: cardPaymentsEnabled(),
    today,
    /** The recording form's own key: sent twice (a double click, a retry), it records one payment. */
    key: randomUUID(),
    refundKey: randomUUID(),
  };
}

type Errors = Record<string, string[] | undefined>;

function failed(errors: Errors, formErrors: string[], values: Record<string, string>, status = 400) {
  return data({ errors, formErrors, values }, { status });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readForm(request, DEPOSIT_FORM_SCHEMA);
  if (!read.ok) return failed({}, [PAYMENT_MESSAGES.form], {}, read.response.init?.status ?? 400);
  const values = Object.fromEntries([...read.form].map(([name, value]) => [name, String(value)]));
  const back = `/admin/leads/${params.leadId}/deposit`;
  if (waiveDepositSchema.safeParse(values).success) {
    const outcome = await waiveLeadDeposit(params.leadId, admin.email);
    if (!outcome.ok) return failed({}, [REFUSALS[outcome.reason]()], values, outcome.reason === "not-found" ? 404 : 409);
    return redirectWithToast(back, { type: "success", title: "Deposit waived: the visit no longer waits for it." });
  }
  if (values.intent === "refund-deposit") {
    // A refund gives money back: a Super Admin's, whatever the page showed (decision 086).
    const superAdmin = await requireSuperAdmin(request);
    const refund = refundDepositSchema(isoDateInZone(new Date())).safeParse(values);
    if (!refund.success) return failed(refund.error.flatten().fieldErrors, [], values);
    const { intent: _refund, amount: refundCents, ...details } = refund.data;
    const refunded = await refundLeadDeposit({ ...details, leadId: params.leadId, amountCents: refundCents, recordedBy: superAdmin.email });
    if (!refunded.ok) return failed({}, [PAYMENT_REFUSALS[refunded.reason](refunded.dueCents)], values, refunded.reason === "not-found" ? 404 : 409);
    const done = refunded.payment.duplicate ? "That refund was recorded already." : `Deposit refund of ${formatCents(refunded.payment.amountCents)} recorded.`;
    return redirectWithToast(back, { type: "success", title: done });
  }
  const parsed = recordDepositSchema(isoDateInZone(new Date())).safeParse(values);
  if (!parsed.success) return failed(parsed.error.flatten().fieldErrors, [], values);
  const { intent: _intent, amount, ...rest } = parsed.data;
  const outcome = await takeOfflineDeposit({ ...rest, leadId: params.leadId, amountCents: amount, recordedBy: admin.email });
  if (!outcome.ok) {
    const refusal = outcome.reason === "over-balance" ? REFUSALS["over-balance"](outcome.dueCents) : REFUSALS["not-found"]();
    return failed({}, [refusal], values, outcome.reason === "not-found" ? 404 : 409);
  }
  const title = outcome.payment.duplicate ? "That deposit was recorded already." : `Deposit of ${formatCents(outcome.payment.amountCents)} recorded.`;
  return redirectWithToast(back, { type: "success", title });
}

export default function LeadDeposit({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, deposit, today } = loaderData;
  const errors: Errors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const typed = (name: string, fallback: string) => (values.intent === "record-deposit" ? (values[name] ?? "") : fallback);
  return (
    <div className="grid gap-4">
      <Link to={`/admin/leads/${lead.id}`} className="w-fit text-sm font-semibold text-brand-700 underline underline-offset-4">
        Back to {lead.name}
      </Link>
      <h2 className="text-xl font-bold text-slate-900">Deposit for {lead.name}</h2>
      <FormAlert errors={actionData?.formErrors} />
      {!deposit ? (
        <p className="text-sm text-slate-700">{REFUSALS["not-found"]()}</p>
      ) : (
        <>
          <LeadCard id="deposit-heading" title={`Deposit on quote v${deposit.version}`}>
            <p className="text-base font-semibold text-slate-900" data-testid="deposit-state">
              {deposit.label}
            </p>
            <p className="text-xs text-slate-600">
              {deposit.waived ? `Waived by ${deposit.waived.by}, ${deposit.waived.when}. ` : ""}
              {deposit.state !== "waiting"
                ? ""
                : loaderData.card
                  ? "The customer can pay it by card from their quote page (recorded here by Stripe's webhook)."
                  : "Card payments online are off: the customer's page offers the other ways only."}
            </p>
          </LeadCard>
          {deposit.state === "waiting" ? (
            <>
              <LeadCard id="record-deposit-heading" title="Record a deposit payment">
                <Form method="post" className="grid max-w-md gap-3">
                  <input type="hidden" name="intent" value="record-deposit" />
                  <input type="hidden" name="key" value={loaderData.key} />
                  <TextField
                    id="amount"
                    name="amount"
                    label="Amount ($)"
                    required
                    inputMode="decimal"
                    defaultValue={typed("amount", String((deposit.dueCents - deposit.paidCents) / 100))}
                    errors={errors.amount}
                  />
                  <Field id="method" label="Paid by" required errors={errors.method}>
                    <FieldControl>
                      <select name="method" defaultValue={typed("method", "cash")} className={field}>
                        {OFFLINE_METHODS.map((method) => (
                          <option key={method} value={method}>
                            {METHOD_LABELS[method]}
                          </option>
                        ))}
                      </select>
                    </FieldControl>
                  </Field>
                  <TextField id="checkNumber" name="checkNumber" label="Check number (for a check)" defaultValue={typed("checkNumber", "")} errors={errors.checkNumber} />
                  <TextField id="receivedOn" name="receivedOn" type="date" label="Received on" required max={today} defaultValue={typed("receivedOn", today)} errors={errors.receivedOn} />
                  <TextField id="note" name="note" label="Note" maxLength={500} defaultValue={typed("note", "")} errors={errors.note} />
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="overpayment" defaultChecked={values.intent === "record-deposit" && values.overpayment === "on"} />
                    Record as an overpayment (the customer paid more than is due)
                  </label>
                  <Button type="submit" className="w-fit">
                    Record deposit
                  </Button>
                </Form>
              </LeadCard>
              <LeadCard id="waive-deposit-heading" title="Waive the deposit">
                <p className="text-sm text-slate-700">The visit stops waiting for it; you and the time are recorded. A deposit paid later is still recorded.</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="waive-deposit" />
                  <Button type="submit" variant="outline" className="w-fit">
                    Waive deposit
                  </Button>
                </Form>
              </LeadCard>
            </>
          ) : null}
          {loaderData.payments.length ? (
            <LeadCard id="deposit-payments-heading" title="Payments and refunds">
              <ul className="grid gap-2 text-sm">
                {loaderData.payments.map((payment) => (
                  <li key={payment.id} className="rounded-md bg-slate-50 p-2" data-testid="deposit-payment">
                    <p className="font-medium">
                      {payment.refundOf ? "Refund" : "Payment"} of {formatCents(payment.amountCents)} · {METHOD_LABELS[payment.method]}
                      {payment.checkNumber ? ` no. ${payment.checkNumber}` : ""}
                    </p>
                    <p className="text-xs text-slate-600">
                      Received {payment.receivedOn}; recorded by {payment.recordedBy ?? "Stripe"}, {payment.when}
                      {payment.note ? `. ${payment.note}` : ""}
                    </p>
                    {loaderData.canRefund && payment.refundableCents > 0 ? <RefundForm payment={payment} values={values} errors={errors} card={loaderData.card} refundKey={loaderData.refundKey} today={today} /> : null}
                  </li>
                ))}
              </ul>
            </LeadCard>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A Super Admin's refund of one deposit payment, all or part; open with the typed values after a refusal. */
function RefundForm({ payment, values, errors, card, refundKey, today }: { payment: { id: string; method: PaymentMethod; refundableCents: number }; values: Record<string, string>; errors: Errors; card: boolean; refundKey: string; today: string }) {
  const mine = values.intent === "refund-deposit" && values.paymentId === payment.id;
  const typed = (name: string, fallback: string) => (mine ? (values[name] ?? "") : fallback);
  const own = (name: string) => (mine ? errors[name] : undefined);
  return (
    <details className="mt-2" open={mine}>
      <summary className="cursor-pointer text-xs font-semibold text-brand-700">Refund this payment</summary>
      <Form method="post" className="mt-2 grid max-w-md gap-2">
        <input type="hidden" name="intent" value="refund-deposit" />
        <input type="hidden" name="paymentId" value={payment.id} />
        <input type="hidden" name="key" value={typed("key", refundKey)} />
        <TextField id={`refund-amount-${payment.id}`} name="amount" label="Amount refunded ($)" required inputMode="decimal" hint={`At most ${formatCents(payment.refundableCents)}.`} defaultValue={typed("amount", String(payment.refundableCents / 100))} errors={own("amount")} />
        <MethodSelect
          id={`refund-method-${payment.id}`}
          label="Given back by"
          toCard={card && payment.method === "card"}
          defaultValue={typed("method", payment.method === "card" ? (card ? "card" : "card-on-site") : payment.method)}
          errors={own("method")}
        />
        <TextField id={`refund-check-${payment.id}`} name="checkNumber" label="Check number (for a check)" defaultValue={typed("checkNumber", "")} errors={own("checkNumber")} />
        <TextField id={`refund-on-${payment.id}`} name="receivedOn" type="date" label="Refunded on" required max={today} defaultValue={typed("receivedOn", today)} errors={own("receivedOn")} />
        <TextField id={`refund-note-${payment.id}`} name="note" label="Note" maxLength={500} defaultValue={typed("note", "")} errors={own("note")} />
        <Button type="submit" variant="outline" className="w-fit">
          Refund deposit
        </Button>
      </Form>
    </details>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadError error={error} unexpected="An unexpected error occurred while loading the deposit." />;
}
