import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AdminIdentity } from "~/auth/guards.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { leadFields, phoneLeadSchema } from "./booking-schema";
import type { VisitNotHeld } from "../leads.server";
import type { StoreBooking } from "./lead-forms.server";
import { appointmentLabel } from "../visit";

const WINDOW_REFUSALS: Record<VisitNotHeld["reason"], string> = {
  full: "That arrival window is full on that day. Choose another window or date, or save the lead without one.",
  unavailable: "The office is closed then, or that window is not offered. Choose another window or date, or save the lead without one.",
};

/**
 * The New Lead page's form: a lead the office takes on the phone, stored like a booking (the
 * staff alert, and the customer's confirmation, in the language staff chose, when an e-mail
 * address is given) with the admin
 * who entered it in its history, then opened on its own page. With an arrival window, its place
 * is taken as the lead is stored (`store`: the booking's flow, given by the route): a full or closed
 * window stores nothing and answers 409 with the values kept. No client limit: only signed-in
 * staff reach it.
 */
export async function createPhoneLead(form: FormData, admin: AdminIdentity, store: StoreBooking) {
  const submission = parseWithZod(form, { schema: phoneLeadSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { preferredDate, arrivalWindow, language } = submission.value;
  const visit = preferredDate && arrivalWindow ? { date: preferredDate, window: arrivalWindow } : undefined;
  try {
    const stored = await store({ source: "phone", ...leadFields(submission.value), language, enteredBy: admin.email, visit });
    if (!stored.ok) return data({ result: submission.reply({ fieldErrors: { arrivalWindow: [WINDOW_REFUSALS[stored.visit]] } }) }, { status: 409 });
    const { lead } = stored;
    logger.info({ leadId: lead.id, source: "phone", adminId: admin.id }, "lead created");
    return redirectWithToast(`/admin/leads/${lead.id}`, {
      type: "success",
      title: visit ? `Lead created with its visit on ${appointmentLabel(visit.date, visit.window)}.` : "Lead created.",
      description: `Its reference code is ${lead.reference}: give it to the customer.`,
    });
  } catch (error) {
    logger.error({ err: error, adminId: admin.id }, "entering a lead failed");
    return data({ result: submission.reply({ formErrors: ["The lead could not be saved. Please try again."] }) }, { status: 503 });
  }
}
