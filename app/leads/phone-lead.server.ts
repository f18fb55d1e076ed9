import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AdminIdentity } from "~/auth/guards.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { leadFields, phoneLeadSchema } from "./booking-schema";
import { createLead } from "./leads.server";

/**
 * The New Lead page's form: a lead the office takes on the phone, stored like a booking (the
 * staff alert, and the customer's confirmation, in the language staff chose, when an e-mail
 * address is given) with the admin
 * who entered it in its history, then opened on its own page. No client limit: only signed-in
 * staff reach it.
 */
export async function createPhoneLead(form: FormData, admin: AdminIdentity) {
  const submission = parseWithZod(form, { schema: phoneLeadSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const lead = await createLead({ source: "phone", ...leadFields(submission.value), language: submission.value.language, enteredBy: admin.email });
    logger.info({ leadId: lead.id, source: "phone", adminId: admin.id }, "lead created");
    return redirectWithToast(`/admin/leads/${lead.id}`, {
      type: "success",
      title: "Lead created.",
      description: `Its reference code is ${lead.reference}: give it to the customer.`,
    });
  } catch (error) {
    logger.error({ err: error, adminId: admin.id }, "entering a lead failed");
    return data({ result: submission.reply({ formErrors: ["The lead could not be saved. Please try again."] }) }, { status: 503 });
  }
}
