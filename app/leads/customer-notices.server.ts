import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads } from "~/db/schema";
import { company } from "~/content/site";
import { enqueueMail } from "~/mail/outbox.server";
import { env } from "~/utils/env.server";
import { appointmentLabel, type ArrivalWindow } from "./schedule";
import { serviceLabel } from "./service-label";

export type CustomerNotice =
  | { kind: "scheduled" | "rescheduled"; date: string /* yyyy-MM-dd */; window: ArrivalWindow }
  | { kind: "completed" }
  | { kind: "declined" };

const SUBJECTS: Record<CustomerNotice["kind"], string> = {
  scheduled: "Your service visit is scheduled",
  rescheduled: "Your service visit has a new time",
  completed: "Your service is complete",
  declined: "About your service request",
};

/** Queues the customer's e-mail about a staff change, in the transaction that made it (none without an e-mail address). */
export async function queueCustomerNotice(tx: Transaction, leadId: string, notice: CustomerNotice): Promise<void> {
  const [lead] = await tx.select({ name: leads.name, email: leads.email, service: leads.service }).from(leads).where(eq(leads.id, leadId));
  if (!lead?.email) return;
  const service = serviceLabel(lead.service);
  const body =
    notice.kind === "scheduled" || notice.kind === "rescheduled"
      ? `Your ${service} visit is ${notice.kind === "scheduled" ? "scheduled" : "now scheduled"} for ${appointmentLabel(notice.date, notice.window)}.`
      : notice.kind === "completed"
        ? `Your ${service} job is complete. Thank you for choosing ${company.name}!`
        : `We're sorry, we can't take on your ${service} request.`;
  await enqueueMail(tx, {
    kind: `lead-${notice.kind}-customer`,
    to: lead.email,
    subject: SUBJECTS[notice.kind],
    text: [
      `Hi ${lead.name.split(/\s+/)[0] ?? lead.name},`,
      "",
      body,
      "",
      `Follow your request here: ${env().SITE_URL.replace(/\/+$/, "")}/status/${leadId}`,
      "",
      `Questions? Call us at ${company.phone}.`,
      "",
      company.name,
    ].join("\n"),
  });
}
