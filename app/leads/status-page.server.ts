import { data, type RouterContextProvider } from "react-router";
import { clientIpContext } from "~/context";
import { clientFingerprint, hitRateLimit, rateLimitReached } from "~/security/rate-limit.server";
import { FormRefusedError, readFormData } from "~/uploads/form-data.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { FORM_MESSAGES, TOASTS, type ToastMessage } from "./form-feedback";
import { findLead, reportNoContact } from "./leads.server";
import { noContactSchema } from "./no-contact";
import { toStatusView, type StatusView } from "./status-view";

export const STATUS_ERRORS = {
  missing: "Request ID is missing",
  notFound: "Request not found.",
  failed: "Failed to fetch request details.",
} as const;

export type StatusPageData = { found: true; request: StatusView } | { found: false; id: string; message: string };

/** The status page's data: the masked request, or the not-found view with its HTTP status (404, or 503 when the database fails). */
export async function loadStatusPage(requestId: string | undefined) {
  const id = (requestId ?? "").trim();
  const notFound = (message: string, status: number) =>
    data<StatusPageData>({ found: false, id: id.slice(0, 100), message }, { status });
  if (!id) return notFound(STATUS_ERRORS.missing, 404);
  try {
    const lead = await findLead(id);
    if (!lead) return notFound(STATUS_ERRORS.notFound, 404);
    return data<StatusPageData>({ found: true, request: toStatusView(lead) });
  } catch (error) {
    logger.error({ err: error }, "status page: reading the request failed");
    return notFound(STATUS_ERRORS.failed, 503);
  }
}

/** Reports per client and window: enough for a person, too few to flood the staff with e-mail. */
export const NO_CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

export type NoContactFailure = { toast: ToastMessage };

function fail(status: number, description: string = TOASTS.updateFailed.description) {
  return data<NoContactFailure>({ toast: { title: TOASTS.updateFailed.title, description } }, { status });
}

type ActionArgs = { request: Request; params: { requestId?: string }; context: Readonly<RouterContextProvider> };

/** 'No one contacted me': prioritizes the request once and alerts the staff, then post/redirect/get with a toast. */
export async function submitNoContact({ request, params, context }: ActionArgs) {
  const id = (params.requestId ?? "").trim();
  const key = `no-contact:${clientFingerprint(context.get(clientIpContext))}`;
  try {
    const { allowed } = await rateLimitReached(key, NO_CONTACT_RATE_LIMIT.limit, NO_CONTACT_RATE_LIMIT.windowSeconds);
    if (!allowed) return fail(429, FORM_MESSAGES.tooManyRequests);
  } catch (error) {
    logger.error({ err: error }, "status page: checking the rate limit failed");
    return fail(503);
  }
  let form: FormData;
  try {
    form = await readFormData(request, noContactSchema);
  } catch (error) {
    if (error instanceof FormRefusedError) return fail(error.status, FORM_MESSAGES.notAForm);
    throw error;
  }
  if (!noContactSchema.safeParse(Object.fromEntries(form)).success) return fail(400);
  try {
    const verdict = await hitRateLimit(key, NO_CONTACT_RATE_LIMIT.limit, NO_CONTACT_RATE_LIMIT.windowSeconds);
    if (!verdict.allowed) return fail(429, FORM_MESSAGES.tooManyRequests);
    const result = await reportNoContact(id);
    if (!result.ok) {
      return result.reason === "not_found"
        ? fail(404, STATUS_ERRORS.notFound)
        : fail(409, "This request is already completed.");
    }
    if (result.changed) logger.info({ leadId: id, status: result.lead.status }, "customer reported no contact");
  } catch (error) {
    logger.error({ err: error }, "status page: reporting no contact failed");
    return fail(503);
  }
  return redirectWithToast(`/status/${id}`, { type: "success", ...TOASTS.updateReceived });
}
