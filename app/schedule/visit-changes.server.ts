import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { bookingPath, findBookableService } from "~/content/site";
import { clientIpContext } from "~/context";
import { getDb, type Transaction } from "~/db/client.server";
import { leads } from "~/db/schema";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { FORM_MESSAGES } from "~/forms/fields";
import { recordCustomerChange } from "~/leads/customer-changes.server";
import { lockLead, type Lead } from "~/leads/leads.server";
import { queueCustomerNotice, queueCustomerVisitAlert } from "~/leads/messages/messages.server";
import { withProofKey } from "~/leads/proof/proof";
import { proveCustomer } from "~/leads/proof/prove.server";
import { LIMITS } from "~/security/limits";
import { hitRateLimitsIn, rateLimitReached } from "~/security/rate-limit.server";
import { formatDateTime, formatShortDateTime } from "~/utils/dates";
import type { Lang } from "~/content/i18n";
import { localePath, requestLang } from "~/utils/i18n";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isUuid } from "~/utils/uuid";
import { PAGE_CACHE_HEADER, pageCacheHeaders, pageCacheUntil } from "~/utils/page-cache";
import type { StatusPageData } from "~/status/status-page-loader.server";
import { arrivalWindowTimes, isArrivalWindow, parseVisitKey, visitLabel, visitKey } from "~/leads/visit";
import { businessInstant, businessToday, shiftDate } from "./clock";
import { holdWindow, openWindows } from "./capacity.server";
import { getScheduleSettings } from "./settings.server";
import {
  changeCutoff,
  currentVisit,
  customerConfirmed,
  RESCHEDULE_DAYS,
  VISIT_CHANGE_MESSAGES,
  VISIT_INTENTS,
  VISIT_TOASTS,
  type VisitChangeFailure,
  type VisitSectionView,
} from "./visit-changes";
import { VISIT_FORM_SCHEMAS, visitChangeSchema, type VisitChangeForm } from "./visit-change-schema";
import { windowDays } from "./windows";

/** Everything a customer's change is done or refused by (decision 067). */

const sectionColumns = {
  id: leads.id,
  status: leads.status,
  service: leads.service,
  scheduledDate: leads.scheduledDate,
  arrivalWindow: leads.arrivalWindow,
  customerConfirmedAt: leads.customerConfirmedAt,
  customerConfirmedFor: leads.customerConfirmedFor,
};

/**
 * The status page's visit section for a lead, and until when it reads the same with time alone
 * (ms since the epoch): the cut-off, the next window to fall within the booking notice, the next
 * day entering the list. Null (and no limit) for a request without a visit.
 */
export async function loadVisitSection(leadId: string, now: Date = new Date(), lang: Lang = "en"): Promise<{ view: VisitSectionView | null; changesAt: number }> {
  const none = { view: null, changesAt: Number.POSITIVE_INFINITY };
  if (!isUuid(leadId)) return none;
  const [lead] = await getDb().select(sectionColumns).from(leads).where(eq(leads.id, leadId.toLowerCase()));
  if (!lead) return none;
  if (lead.status === "Cancelled") {
    const service = findBookableService(lead.service)?.slug;
    return {
      view: {
        leadId: lead.id,
        visit: null,
        cancelled: {
          visit: lead.scheduledDate && isArrivalWindow(lead.arrivalWindow) ? visitLabel(lead.scheduledDate, lead.arrivalWindow, lang) : null,
          bookAgain: localePath(lang, bookingPath(service)),
        },
      },
      changesAt: Number.POSITIVE_INFINITY,
    };
  }
  const visit = currentVisit(lead);
  if (!visit) return none;
  const settings = await getScheduleSettings();
  const cutoff = changeCutoff(visit.date, visit.window, settings.changeCutoffHours);
  const confirmedAt = customerConfirmed(lead);
  const confirmedLabel = confirmedAt ? formatShortDateTime(confirmedAt, lang) : null;
  const base = { label: visitLabel(visit.date, visit.window, lang), state: visit.state, confirmedLabel };
  if (now >= cutoff) return { view: { leadId: lead.id, visit: { ...base, changeUntil: null, days: [] }, cancelled: null }, changesAt: Number.POSITIVE_INFINITY };
  const windows = await openWindows(now, RESCHEDULE_DAYS);
  const nextMidnight = businessInstant(shiftDate(businessToday(now), 1), 0).getTime();
  const nextTooSoon = Math.min(
    ...windows.map((open) => businessInstant(open.date, arrivalWindowTimes(open.window).startHour * 60).getTime() - settings.minNoticeMinutes * 60_000),
  );
  return {
    view: { leadId: lead.id, visit: { ...base, changeUntil: formatDateTime(cutoff, lang), days: windowDays(windows, visit, lang) }, cancelled: null },
    changesAt: Math.min(cutoff.getTime(), nextMidnight, nextTooSoon),
  };
}

/** When the customer confirmed the lead's current visit; null when they have not (or confirmed a visit since moved). */
export async function customerConfirmationOf(leadId: string): Promise<Date | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await getDb().select(sectionColumns).from(leads).where(eq(leads.id, leadId.toLowerCase()));
  return row ? customerConfirmed(row) : null;
}

type Outcome =
  | { ok: true; intent: VisitChangeForm["intent"]; key?: string | null }
  | { ok: false; status: number; message: string };

type ActionArgs = { request: Request; params: { requestId?: string }; context: Readonly<RouterContextProvider> };

/**
 * The status page's visit forms (POST /status/:id?visit): a change done answers with a redirect to
 * the page and a toast (post/redirect/get); a refused one with the page again, its message and the
 * customer's choice kept (the loader runs again, so the open windows are fresh).
 */
export async function visitChangeAction({ request, params, context }: ActionArgs) {
  const leadId = (params.requestId ?? "").trim().toLowerCase();
  const refuse = (status: number, message: string, kept: Partial<VisitChangeFailure["visitChange"]> = {}) =>
    data<VisitChangeFailure>({ visitChange: { intent: kept.intent ?? null, message, ...kept } }, { status });
  if (!isUuid(leadId)) return refuse(404, VISIT_CHANGE_MESSAGES.unchangeable);
  let form: FormData;
  try {
    form = await readFormData(request, VISIT_FORM_SCHEMAS);
  } catch (error) {
    if (error instanceof FormRefusedError) return refuse(error.status, FORM_MESSAGES.notAForm);
    throw error;
  }
  const raw = Object.fromEntries(form);
  const intent = Object.values(VISIT_INTENTS).find((value) => value === raw.intent) ?? null;
  const kept = {
    intent,
    ...(typeof raw.slot === "string" && parseVisitKey(raw.slot) ? { slot: raw.slot } : {}),
    ...(typeof raw.reason === "string" ? { reason: raw.reason } : {}),
  };
  const parsed = visitChangeSchema.safeParse(raw);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? VISIT_CHANGE_MESSAGES.failed, kept);
  let outcome: Outcome;
  try {
    outcome = await applyVisitChange(leadId, parsed.data, context.get(clientIpContext));
  } catch (error) {
    logger.error({ err: error, leadId }, "status page: a customer's visit change failed");
    return refuse(503, VISIT_CHANGE_MESSAGES.failed, kept);
  }
  if (!outcome.ok) return refuse(outcome.status, outcome.message, kept);
  logger.info({ leadId, intent: outcome.intent }, "customer changed their visit");
  const toast =
    outcome.intent === VISIT_INTENTS.confirm ? VISIT_TOASTS.confirmed : outcome.intent === VISIT_INTENTS.reschedule ? VISIT_TOASTS.rescheduled : VISIT_TOASTS.cancelled;
  return redirectWithToast(withProofKey(localePath(requestLang(request), `/status/${leadId}`), outcome.key), { type: "success", ...toast });
}

/**
 * Checks the customer's proof (decision 074: a link's key, or four digits counted against the
 * client and the request), then confirms, moves or cancels the visit in one transaction.
 */
export async function applyVisitChange(leadId: string, form: VisitChangeForm, client: string, now: Date = new Date()): Promise<Outcome> {
  const proof = await proveCustomer(leadId, "visit", form, client, now);
  if (!proof.ok) return proof.status === 404 ? { ok: false, status: 404, message: VISIT_CHANGE_MESSAGES.unchangeable } : proof;
  const done = (intent: VisitChangeForm["intent"]): Outcome => ({ ok: true, intent, ...(proof.key ? { key: proof.key } : {}) });
  const settings = await getScheduleSettings();
  return getDb().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    const visit = lead && currentVisit(lead);
    if (!lead || !visit) return { ok: false, status: 409, message: VISIT_CHANGE_MESSAGES.unchangeable };
    if (now >= changeCutoff(visit.date, visit.window, settings.changeCutoffHours)) return { ok: false, status: 409, message: VISIT_CHANGE_MESSAGES.tooLate };
    const before = visitLabel(visit.date, visit.window);
    const key = visitKey(visit.date, visit.window);
    switch (form.intent) {
      case VISIT_INTENTS.confirm: {
        // Only a visit the office confirmed is the customer's to confirm (decision 078).
        if (visit.state === "requested") return { ok: false, status: 409, message: VISIT_CHANGE_MESSAGES.notConfirmedYet };
        if (lead.customerConfirmedFor === key) return done(form.intent);
        await recordCustomerChange(tx, lead, { set: { customerConfirmedAt: now, customerConfirmedFor: key }, action: "schedule", detail: `The customer confirmed the visit: ${before}` });
        return done(form.intent);
      }
      case VISIT_INTENTS.reschedule: {
        const slot = parseVisitKey(form.slot)!;
        if (visitKey(slot.date, slot.window) === key) return { ok: false, status: 400, message: VISIT_CHANGE_MESSAGES.slot };
        // Moves done are counted under the lead's lock, so two at once cannot both take the last one.
        const moves = { key: `visit-moves-request:${leadId}`, ...LIMITS.visitMovesRequest };
        if (!(await rateLimitReached(moves.key, moves.limit, moves.windowSeconds, tx)).allowed) return { ok: false, status: 429, message: VISIT_CHANGE_MESSAGES.tooManyMoves };
        const held = await holdWindow(tx, leadId, slot.date, slot.window, "customer", now);
        if (!held.ok) return { ok: false, status: 409, message: VISIT_CHANGE_MESSAGES.taken };
        await hitRateLimitsIn(tx, [moves]);
        const after = visitLabel(slot.date, slot.window);
        const version = await recordCustomerChange(tx, lead, { set: { customerRescheduledAt: now }, action: "schedule", detail: `The customer moved the visit from ${before} to ${after}` });
        await queueCustomerNotice(tx, leadId, { kind: "rescheduled", state: visit.state, date: slot.date, window: slot.window, leadVersion: version });
        await queueCustomerVisitAlert(tx, lead, { kind: "rescheduled", from: before, to: after, date: slot.date, window: slot.window });
        return done(form.intent);
      }
      case VISIT_INTENTS.cancel: {
        const detail = `The customer cancelled the visit of ${before}${form.reason ? " (their reason is on this page)" : ""}`;
        await cancelVisit(tx, lead, visit, { reason: form.reason || null, detail, now });
        return done(form.intent);
      }
    }
  });
}

/**
 * The customer's cancellation, from the status page or by text (decision 067, 088), the lead
 * locked by the caller: the request Cancelled with its reason, the place given back (the lead's
 * own change does it), the customer's notice with the calendar's cancellation, the staff's alert.
 * By text, the customer's answer is the text: the notice goes by e-mail only.
 */
async function cancelVisit(
  tx: Transaction,
  lead: Lead,
  visit: NonNullable<ReturnType<typeof currentVisit>>,
  change: { reason: string | null; detail: string; now: Date; byText?: boolean },
): Promise<void> {
  await recordCustomerChange(tx, lead, { set: { status: "Cancelled", cancelledAt: change.now, cancelReason: change.reason }, action: "status", detail: change.detail });
  await queueCustomerNotice(tx, lead.id, { kind: "cancelled", date: visit.date, window: visit.window }, { text: !change.byText });
  await queueCustomerVisitAlert(tx, lead, { kind: "cancelled", visit: visitLabel(visit.date, visit.window), reason: change.reason ?? "" });
}

export type TextCancellation = "cancelled" | "too-late" | "none";

/**
 * The customer cancels their visit by text, after answering YES to the bot's question (decision
 * 088): the text from the phone on file is the proof; the status page's rules (decision 067): a
 * visit, requested or confirmed, before the change cut-off. In the caller's transaction.
 */
export async function cancelVisitByText(tx: Transaction, leadId: string, now: Date = new Date()): Promise<TextCancellation> {
  const settings = await getScheduleSettings();
  const lead = await lockLead(tx, leadId);
  const visit = lead && currentVisit(lead);
  if (!lead || !visit) return "none";
  if (now >= changeCutoff(visit.date, visit.window, settings.changeCutoffHours)) return "too-late";
  await cancelVisit(tx, lead, visit, { reason: null, detail: `The customer cancelled the visit of ${visitLabel(visit.date, visit.window)} by text`, now, byText: true });
  return "cancelled";
}

/** Whether the lead's visit may still be changed by the customer (before the cut-off); "none" without a visit. */
export async function visitChangeable(leadId: string, now: Date = new Date()): Promise<"open" | "too-late" | "none"> {
  const [lead] = await getDb().select(sectionColumns).from(leads).where(eq(leads.id, leadId));
  const visit = lead && currentVisit(lead);
  if (!visit) return "none";
  const settings = await getScheduleSettings();
  return now >= changeCutoff(visit.date, visit.window, settings.changeCutoffHours) ? "too-late" : "open";
}

export type TextConfirmation = "confirmed" | "already" | "requested" | "too-late" | "none";

/**
 * The customer confirms their visit by text (decision 088): the text came from the phone on file,
 * which is the proof. The same rules as the status page's Confirm (decision 078): only a visit the
 * office confirmed, before the change cut-off; in the caller's transaction, the lead locked.
 */
export async function confirmVisitByText(tx: Transaction, leadId: string, now: Date = new Date()): Promise<TextConfirmation> {
  const settings = await getScheduleSettings();
  const lead = await lockLead(tx, leadId);
  const visit = lead && currentVisit(lead);
  if (!lead || !visit) return "none";
  if (now >= changeCutoff(visit.date, visit.window, settings.changeCutoffHours)) return "too-late";
  if (visit.state === "requested") return "requested";
  const key = visitKey(visit.date, visit.window);
  if (lead.customerConfirmedFor === key) return "already";
  await recordCustomerChange(tx, lead, {
    set: { customerConfirmedAt: now, customerConfirmedFor: key },
    action: "schedule",
    detail: `The customer confirmed the visit by text: ${visitLabel(visit.date, visit.window)}`,
  });
  return "confirmed";
}

/**
 * The status page's data with its visit section, kept no longer than the section reads the same.
 * A failure to read the section leaves it out and the page unkept (the rest of the page stands).
 */
export async function withVisitSection(page: { data: StatusPageData; init: ResponseInit | null }, now: Date = new Date(), lang: Lang = "en") {
  if (!page.data.found) return data(page.data, page.init ?? undefined);
  const headers = new Headers(page.init?.headers);
  let visit: VisitSectionView | null = null;
  let until = pageCacheUntil(headers.get(PAGE_CACHE_HEADER));
  try {
    const section = await loadVisitSection(page.data.request.id, now, lang);
    visit = section.view;
    if (until !== undefined) until = Math.min(until, section.changesAt);
  } catch (error) {
    logger.error({ err: error }, "status page: reading the visit section failed");
    until = undefined;
  }
  headers.delete(PAGE_CACHE_HEADER);
  const cache = until === undefined ? {} : pageCacheHeaders(until);
  for (const [name, value] of Object.entries(cache)) headers.set(name, value);
  return data({ ...page.data, visit }, { ...page.init, headers });
}
