import { data, redirect, type RouterContextProvider } from "react-router";
import { FORM_MESSAGES } from "~/forms/fields";
import { clientIpContext } from "~/context";
import { LIMITS } from "~/security/limits";
import { clientFingerprint, hitRateLimit, rateLimitReached } from "~/security/rate-limit.server";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { logger } from "~/utils/logger.server";
import { localePath, requestLang } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { TOASTS, type ToastMessage } from "../leads/capture/form-feedback";
import { formatDateTime } from "~/utils/dates";
import { reportNoContact } from "../leads/leads.server";
import { LOOKUP_MESSAGES, lookupSchema, validateLookup, type LookupFailure } from "./lookup-schema";
import { noContactWaitMessage } from "../leads/no-contact";
import { noContactSchema } from "./no-contact-schema";
import { findLeadByReference } from "./lookup.server";
import { STATUS_ERRORS } from "./status-page-loader.server";

export type NoContactFailure = { toast: ToastMessage };

function fail(status: number, description: string = TOASTS.updateFailed.description) {
  return data<NoContactFailure>({ toast: { title: TOASTS.updateFailed.title, description } }, { status });
}

type ActionArgs = { request: Request; params: { requestId?: string }; context: Readonly<RouterContextProvider> };

/** The status route's POST: the look-up form on /status, 'No one contacted me' on /status/{id}. */
export async function statusAction(args: ActionArgs) {
  return (args.params.requestId ?? "").trim() ? submitNoContact(args) : submitLookup(args);
}

/** 'No one contacted me': prioritizes the request once and alerts the staff, then post/redirect/get with a toast. */
async function submitNoContact({ request, params, context }: ActionArgs) {
  const id = (params.requestId ?? "").trim();
  const lang = requestLang(request);
  const key = `no-contact:${clientFingerprint(context.get(clientIpContext))}`;
  try {
    const { allowed } = await rateLimitReached(key, LIMITS.noContact.limit, LIMITS.noContact.windowSeconds);
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
    const verdict = await hitRateLimit(key, LIMITS.noContact.limit, LIMITS.noContact.windowSeconds);
    if (!verdict.allowed) return fail(429, FORM_MESSAGES.tooManyRequests);
    const result = await reportNoContact(id);
    if (!result.ok) {
      switch (result.reason) {
        case "not_found":
          return fail(404, STATUS_ERRORS.notFound);
        case "completed":
          return fail(409, "This request is already completed.");
        case "not_qualified":
          return fail(409, "This request is closed.");
        case "in_hand":
          return fail(409, "Our team is already working on this request.");
        case "too_early":
          return fail(409, noContactWaitMessage(formatDateTime(result.availableFrom, lang), lang));
      }
    }
    if (result.changed) logger.info({ leadId: id, status: result.lead.status }, "customer reported no contact");
  } catch (error) {
    logger.error({ err: error }, "status page: reporting no contact failed");
    return fail(503);
  }
  return redirectWithToast(localePath(lang, `/status/${id}`), { type: "success", ...TOASTS.updateReceived });
}


/** The look-up form on /status: a reference code and a phone number lead to the status page, or one generic message. */
async function submitLookup({ request, context }: ActionArgs) {
  const refused = (status: number, message: string) =>
    data<LookupFailure>({ lookup: { status: "error", error: { "": [message] } } }, { status });
  const key = `status-lookup:${clientFingerprint(context.get(clientIpContext))}`;
  try {
    const { allowed } = await rateLimitReached(key, LIMITS.statusLookup.limit, LIMITS.statusLookup.windowSeconds);
    if (!allowed) return refused(429, FORM_MESSAGES.tooManyRequests);
  } catch (error) {
    logger.error({ err: error }, "status page: checking the look-up rate limit failed");
    return refused(503, STATUS_ERRORS.failed);
  }
  let form: FormData;
  try {
    form = await readFormData(request, lookupSchema);
  } catch (error) {
    if (error instanceof FormRefusedError) return refused(error.status, FORM_MESSAGES.notAForm);
    throw error;
  }
  const submission = validateLookup(form);
  if (submission.status !== "success") {
    return data<LookupFailure>({ lookup: submission.reply() }, { status: 400 });
  }
  try {
    const verdict = await hitRateLimit(key, LIMITS.statusLookup.limit, LIMITS.statusLookup.windowSeconds);
    if (!verdict.allowed) {
      return data<LookupFailure>({ lookup: submission.reply({ formErrors: [FORM_MESSAGES.tooManyRequests] }) }, { status: 429 });
    }
    const lead = await findLeadByReference(submission.value.reference, submission.value.phone);
    if (!lead) return data<LookupFailure>({ lookup: submission.reply({ formErrors: [LOOKUP_MESSAGES.notFound] }) }, { status: 404 });
    return redirect(localePath(requestLang(request), `/status/${lead.id}`));
  } catch (error) {
    logger.error({ err: error }, "status page: looking up a request failed");
    return data<LookupFailure>({ lookup: submission.reply({ formErrors: [STATUS_ERRORS.failed] }) }, { status: 503 });
  }
}
