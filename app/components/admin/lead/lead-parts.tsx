import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { LeadDetailView } from "~/leads/admin/lead-detail.server";
import { ARRIVAL_WINDOWS, arrivalWindowLabel } from "~/leads/visit";
import { UNDO_WINDOW_MINUTES } from "~/leads/history";
import { NOT_QUALIFIED_REASONS } from "~/leads/transitions";

export const field = "h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm";
export const card = "grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

/** One card of a lead's page, labelled by its heading. */
export function LeadCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A lead's one-choice form (its assignee, its language): a note, the select and its button. */
export function LeadChoiceForm({
  lead,
  intent,
  label,
  name,
  defaultValue,
  submit,
  note,
  children,
}: {
  lead: LeadDetailView;
  intent: string;
  label: string;
  name: string;
  defaultValue: string;
  submit: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="grid gap-2">
      <Hidden lead={lead} intent={intent} />
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <label className="grid gap-1 text-sm">
        <span className="sr-only">{label}</span>
        <select name={name} defaultValue={defaultValue} className={field}>
          {children}
        </select>
      </label>
      <Button type="submit" variant="outline">
        {submit}
      </Button>
    </Form>
  );
}

export function Hidden({ lead, intent }: { lead: LeadDetailView; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="version" value={lead.version} />
    </>
  );
}

export function ScheduleFields({ lead, required }: { lead: LeadDetailView; required: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <label className="grid gap-1 text-sm">
        <span className="font-medium">Visit date</span>
        <input
          type="date"
          name="date"
          required={required}
          min={lead.visitDates.min}
          max={lead.visitDates.max}
          defaultValue={lead.scheduledDate ?? ""}
          className={field}
        />
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">Arrival window</span>
        <select name="window" required={required} defaultValue={lead.arrivalWindow ?? ""} className={field}>
          <option value="">{required ? "Choose…" : "No window yet"}</option>
          {ARRIVAL_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {arrivalWindowLabel(window)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export function Actions({ lead }: { lead: LeadDetailView }) {
  const approve = lead.actions.find((action) => action.intent === "approve");
  const reject = lead.actions.find((action) => action.intent === "reject");
  const others = lead.actions.filter((action) => action.intent !== "approve" && action.intent !== "reject");
  return (
    <LeadCard id="actions-heading" title="Actions">
      {approve ? (
        <Form method="post" className="grid gap-2">
          <Hidden lead={lead} intent="approve" />
          {lead.scheduledDate && lead.appointment ? (
            <p className="text-sm text-slate-700">
              The customer chose <strong>{lead.appointment}</strong> (held for them). Approve confirms it; change the date or window to propose another.
            </p>
          ) : null}
          <ScheduleFields lead={lead} required={false} />
          <Button type="submit">Approve</Button>
        </Form>
      ) : null}
      {lead.status === "Approved" ? (
        <Form method="post" className="grid gap-2">
          <Hidden lead={lead} intent="schedule" />
          <ScheduleFields lead={lead} required />
          <Button type="submit" variant="outline">
            {lead.scheduledDate ? "Change appointment" : "Save appointment"}
          </Button>
        </Form>
      ) : null}
      {others.map((action) => (
        <Form key={action.intent} method="post">
          <Hidden lead={lead} intent={action.intent} />
          <Button type="submit" variant="outline" className="w-full">
            {action.label}
          </Button>
        </Form>
      ))}
      {reject ? (
        <Form method="post" className="grid gap-2">
          <Hidden lead={lead} intent="reject" />
          <label className="grid gap-1 text-sm">
            <span className="font-medium">Reason (Not Qualified)</span>
            <select name="reason" defaultValue="" className={field}>
              <option value="">No reason given</option>
              {NOT_QUALIFIED_REASONS.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            <span className="font-medium">Details (optional; required for Other)</span>
            <input name="reasonText" maxLength={500} className={field} />
          </label>
          <Button type="submit" variant="destructive">
            Reject
          </Button>
        </Form>
      ) : null}
      {lead.actions.length === 0 && lead.status !== "Approved" ? <p className="text-sm text-slate-600">No further steps for a {lead.status} lead.</p> : null}
      {lead.undo ? (
        <Form method="post" className="grid gap-1 border-t border-slate-200 pt-3">
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="leadId" value={lead.id} />
          <input type="hidden" name="event" value={lead.undo.eventId} />
          <p className="text-sm text-slate-700">Last change: {lead.undo.label}</p>
          <Button type="submit" variant="secondary">
            Undo last change
          </Button>
          <p className="text-xs text-slate-600">A change can be undone for {UNDO_WINDOW_MINUTES} minutes, until the lead changes again.</p>
        </Form>
      ) : null}
    </LeadCard>
  );
}

export function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Erasing the customer's personal data: a second step (a disclosure, with or without JavaScript)
 * says what goes and what stays before the button that does it.
 */
export function Erase({ lead, erase }: { lead: LeadDetailView; erase: { what: string; kept: string } }) {
  return (
    <LeadCard id="erase-heading" title="Privacy">
      <details className="grid gap-2 text-sm">
        <summary className="cursor-pointer font-medium text-red-700">Erase personal data…</summary>
        <Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="leadId" value={lead.id} />
          <p className="text-slate-700">
            At the customer's request, this erases {erase.what}. {erase.kept} This cannot be undone.
          </p>
          <Button type="submit" variant="destructive">
            Erase for good
          </Button>
        </Form>
      </details>
    </LeadCard>
  );
}
