import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { FORM_MESSAGES, HONEYPOT_FIELD } from "~/forms/fields";
import type { FormSchema } from "~/forms/form-data.server";
import { roomForBody } from "~/forms/large-bodies.server";
import { leadOrigin } from "~/leads/origin/lead-source.server";
import { processPhoto, type ProcessedPhoto } from "~/uploads/photos.server";
import { localePath, requestLang, translateMessage, translator } from "~/utils/i18n";
import type { Lang } from "~/content/i18n";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { BOOKING_MESSAGES, bookingFrequency, bookingSchema, leadFields, validateBooking } from "./booking-schema";
import { TOASTS, type ToastMessage } from "./form-feedback";
import { admissionContext, admit, settle, type Answered } from "./lead-form-admission.server";
import {
  busy,
  DATABASE_DOWN,
  failure,
  HIDDEN_FIELDS,
  MAX_BOOKING_BODY,
  MAX_QUOTE_BODY,
  photoWasChosen,
  receive,
  unexpected,
  type Refusal,
} from "./lead-form-replies.server";
import { createLead, type NewLead, type StoredLead } from "../leads.server";
import { parseVisitKey } from "../visit";
import { QUOTE_RETURN_URL, quoteSchema, validateQuote } from "./quote-schema";

/*
 * The lead forms' actions: the booking page's and the home page's quote form. Counting against the
 * client's limit and refusals from memory are in lead-form-admission.server.ts (decision 049); the
 * answers that store nothing in lead-form-replies.server.ts.
 */

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

function isBot(form: FormData): boolean {
  const trap = form.get(HONEYPOT_FIELD);
  return typeof trap === "string" && trap.trim() !== "";
}

/** How a booking is stored: by the booking's flow, which holds a chosen window's place (app/flows/book-visit.server.ts). */
export type StoreBooking = (lead: NewLead) => Promise<StoredLead>;

const storeLead: StoreBooking = async (lead) => ({ ok: true, lead: await createLead(lead) });

/** Stores the lead (counted against the client's limit already); an unreachable database is a 503, never a 500. */
async function save(
  lead: NewLead,
  databaseReachable: boolean,
  store: StoreBooking = storeLead,
): Promise<{ ok: true; id: string; reference: string; repeated: boolean } | { ok: false; refusal: Refusal } | { ok: false; visit: "full" | "unavailable" }> {
  if (!databaseReachable) return { ok: false, refusal: DATABASE_DOWN };
  try {
    const stored = await store(lead);
    if (!stored.ok) return stored;
    return { ok: true, id: stored.lead.id, reference: stored.lead.reference ?? "", repeated: stored.lead.repeated };
  } catch (error) {
    logger.error({ err: error }, "lead form: storing the lead failed");
    return { ok: false, refusal: DATABASE_DOWN };
  }
}

/** The log line of a request sent again within minutes: answered as a success with the lead the first one made, nothing stored. */
const REPEATED = "the same request again: answered with the lead it made";

/** A success toast followed by the request's reference code, in the page's language. */
function withReference(toast: ToastMessage, reference: string, lang: Lang): ToastMessage {
  const words = `${translateMessage(lang, toast.description)} ${translator(lang, "forms")("toast.reference", { reference })}`;
  return { title: translateMessage(lang, toast.title), description: words };
}

type Replying = { reply: (options: { formErrors: string[]; hideFields: string[] }) => SubmissionResult<string[]> };

/** The answer to a refused submission: its message, the values and the toast. */
function refuse(submission: Replying, refusal: Refusal, photoDropped?: boolean) {
  return failure(refusal.status, {
    result: submission.reply({ formErrors: [refusal.message], hideFields: HIDDEN_FIELDS }),
    toast: refusal.toast,
    ...(photoDropped === undefined ? {} : { photoDropped }),
  });
}

const notStored = (answer: Answered["answer"]): Answered => ({ answer, stored: false });

/** Admits, reads and answers a lead form; only a stored lead keeps the count `admit` took. */
async function answerLeadForm(
  { request, context }: ActionArgs,
  schema: FormSchema,
  maxBytes: number,
  handle: (form: FormData, databaseReachable: boolean) => Promise<Answered>,
) {
  const admitted = context.get(admissionContext) ?? (await admit(context));
  if (admitted.refused) return admitted.refused;
  // A large body (a booking's photo) is held from its reading to its storing: only while there is room (decision 076).
  const room = roomForBody(request, maxBytes);
  if (!room) return settle(admitted, notStored(await busy(request, schema, maxBytes)));
  let answered: Answered;
  try {
    const received = await receive(request, schema, maxBytes);
    if (!received.ok) answered = notStored(received.response);
    else {
      try {
        answered = await handle(received.form, admitted.databaseReachable);
      } catch (error) {
        answered = notStored(unexpected(error, received.form));
      }
    }
  } finally {
    room.release();
  }
  return settle(admitted, answered);
}

/**
 * The booking page's action: validate, check the photo's bytes, have the booking stored by its
 * flow (`store`, given by the route: the flow holds a chosen window's place), then
 * post/redirect/get to the status page.
 */
export function submitBooking(args: ActionArgs, store: StoreBooking) {
  return answerLeadForm(args, bookingSchema, MAX_BOOKING_BODY, (form, databaseReachable) =>
    handleBooking(form, args.request, databaseReachable, store),
  );
}

async function handleBooking(form: FormData, request: Request, databaseReachable: boolean, store: StoreBooking): Promise<Answered> {
  const lang = requestLang(request);
  if (isBot(form)) return notStored(await redirectWithToast(localePath(lang, "/book"), { type: "success", ...TOASTS.bookingSuccess }));

  const photoDropped = photoWasChosen(form);
  const submission = validateBooking(form);
  if (submission.status !== "success") {
    return notStored(
      failure(submission.status === "error" ? 400 : 200, {
        result: submission.reply({ formErrors: [FORM_MESSAGES.fixErrors], hideFields: HIDDEN_FIELDS }),
        photoDropped,
      }),
    );
  }

  const value = submission.value;
  let photo: ProcessedPhoto | undefined;
  if (value.photo && value.photo.size > 0) {
    const checked = await processPhoto(value.photo);
    if (!checked.ok) {
      return notStored(
        failure(400, {
          result: submission.reply({ fieldErrors: { photo: [checked.message] }, hideFields: HIDDEN_FIELDS }),
          photoDropped,
        }),
      );
    }
    photo = checked.photo;
  }

  const visit = value.visit ? parseVisitKey(value.visit) : null;
  const stored = await save(
    {
      source: "booking",
      language: lang,
      ...leadFields(value),
      frequency: bookingFrequency(value),
      ...(visit ? { preferredDate: visit.date, visit } : {}),
      photo,
      smsConsent: value.smsConsent === true,
      origin: leadOrigin(request, value.attribution, "booking"),
    },
    databaseReachable,
    store,
  );
  if (!stored.ok && "visit" in stored) {
    const message = stored.visit === "full" ? BOOKING_MESSAGES.windowTaken : BOOKING_MESSAGES.windowGone;
    logger.info({ reason: stored.visit }, "booking: the chosen arrival window could not be held; nothing stored");
    return notStored(
      failure(409, {
        result: submission.reply({ formErrors: [message], fieldErrors: { visit: [message] }, hideFields: [...HIDDEN_FIELDS, "visit"] }),
        photoDropped,
      }),
    );
  }
  if (!stored.ok) return notStored(refuse(submission, stored.refusal, photoDropped));
  logger.info({ leadId: stored.id, source: "booking", photo: Boolean(photo) }, stored.repeated ? REPEATED : "lead created");
  const toast = withReference(TOASTS.bookingSuccess, stored.reference, lang);
  return { answer: await redirectWithToast(localePath(lang, `/status/${stored.id}`), { type: "success", ...toast }), stored: !stored.repeated };
}

/** The home page's free-quote action: validate, store, then post/redirect/get back to the form with a toast. */
export function submitQuote(args: ActionArgs) {
  return answerLeadForm(args, quoteSchema, MAX_QUOTE_BODY, (form, databaseReachable) =>
    handleQuote(form, args.request, databaseReachable),
  );
}

async function handleQuote(form: FormData, request: Request, databaseReachable: boolean): Promise<Answered> {
  const lang = requestLang(request);
  if (isBot(form)) return notStored(await redirectWithToast(localePath(lang, QUOTE_RETURN_URL), { type: "success", ...TOASTS.quoteSuccess }));

  const submission = validateQuote(form);
  if (submission.status !== "success") {
    return notStored(
      failure(submission.status === "error" ? 400 : 200, {
        result: submission.reply({ formErrors: [FORM_MESSAGES.fixErrors], hideFields: HIDDEN_FIELDS }),
      }),
    );
  }
  const value = submission.value;
  const stored = await save(
    {
      source: "quote",
      language: lang,
      name: value.name,
      phone: value.phone,
      email: value.email,
      service: value.service,
      description: value.description,
      smsConsent: value.smsConsent === true,
      origin: leadOrigin(request, value.attribution, "quote"),
    },
    databaseReachable,
  );
  if (!stored.ok) return notStored(refuse(submission, "refusal" in stored ? stored.refusal : DATABASE_DOWN));
  logger.info({ leadId: stored.id, source: "quote" }, stored.repeated ? REPEATED : "lead created");
  const toast = withReference(TOASTS.quoteSuccess, stored.reference, lang);
  return { answer: await redirectWithToast(localePath(lang, QUOTE_RETURN_URL), { type: "success", ...toast }), stored: !stored.repeated };
}
