import type { SubmissionResult } from "@conform-to/react";
import { FORM_MESSAGES, HONEYPOT_FIELD, MAX_PHOTO_BYTES } from "~/forms/fields";
import { leadOrigin } from "~/leads/origin/lead-source.server";
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { LIMITS } from "~/security/limits";
import { clientFingerprint, hitRateLimit, refundRateLimit } from "~/security/rate-limit.server";
import { FormRefusedError, formFields, MAX_FORM_BYTES, readFormData, type FormSchema } from "~/forms/form-data.server";
import { processPhoto, type ProcessedPhoto } from "~/uploads/photos.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { bookingSchema, leadFields, validateBooking } from "./booking-schema";
import { TOASTS, type FormFailure, type ToastMessage } from "./form-feedback";
import { createLead, type NewLead } from "./leads.server";
import { QUOTE_FORM_ACTION, QUOTE_RETURN_URL, quoteSchema, validateQuote } from "./quote-schema";
import { markerValues, RefusalPage, type Values } from "./refusal-page.server";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A booking with its photo (up to MAX_PHOTO_BYTES, 25 MB) and its text fits in 1 MB more; a
 * photo over the limit inside it is refused with every other value kept; anything bigger is
 * refused before it is read (Express's upload limit for /book is 32 MB).
 */
export const MAX_BOOKING_BODY = MAX_PHOTO_BYTES + 1024 * 1024;
/** The quote form has no file. */
export const MAX_QUOTE_BODY = MAX_FORM_BYTES;

/** Fields never sent back to the browser: a file cannot be, and the honeypot should not be. */
const HIDDEN_FIELDS = ["photo", HONEYPOT_FIELD];

function failure(status: number, body: FormFailure) {
  return data(body, { status });
}

/** The visitor's text values of a form that was read (never the photo or the honeypot). */
function typedValues(form?: FormData): Values {
  const values: Values = {};
  for (const [name, value] of form?.entries() ?? []) {
    if (typeof value === "string" && !HIDDEN_FIELDS.includes(name)) values[name] = value;
  }
  return values;
}

/** A form-wide message, with the visitor's text values when the form was read. */
function formError(message: string, initialValue: Values = {}): SubmissionResult<string[]> {
  return { status: "error", initialValue, error: { "": [message] } };
}

/** An exception nobody expected: the spec's message and the kept values instead of an error page. */
function unexpected(error: unknown, form: FormData) {
  logger.error({ err: error }, "lead form: unexpected error");
  return failure(500, {
    result: formError(TOASTS.submissionUnexpected.description, typedValues(form)),
    toast: TOASTS.submissionUnexpected,
    photoDropped: photoWasChosen(form),
  });
}

function photoWasChosen(form: FormData): boolean {
  const photo = form.get("photo");
  return photo instanceof File && photo.size > 0;
}

type Received = { ok: true; form: FormData } | { ok: false; response: ReturnType<typeof failure> };

/**
 * The form-wide answer to a body refused unread: too large (413: the photo, or for a form
 * without one, its text), or not this form (400).
 */
function refusedBody(error: FormRefusedError, takesPhoto: boolean) {
  const message = error.status !== 413 ? FORM_MESSAGES.notAForm : takesPhoto ? FORM_MESSAGES.tooLarge : FORM_MESSAGES.textTooLong;
  const result: SubmissionResult<string[]> =
    error.status === 413 && takesPhoto ? { status: "error", error: { "": [message], photo: [message] } } : formError(message);
  return failure(error.status, { result, toast: { ...TOASTS.submissionFailed, description: message } });
}

async function receive(request: Request, schema: FormSchema, maxBytes: number): Promise<Received> {
  try {
    return { ok: true, form: await readFormData(request, schema, { maxBytes }) };
  } catch (error) {
    if (error instanceof FormRefusedError) return { ok: false, response: refusedBody(error, maxBytes > MAX_FORM_BYTES) };
    throw error;
  }
}

/** The client's counter, whether the submission was refused over its limit, and whether the database answered the count. */
type Admission = { key: string; refused?: ReturnType<typeof failure>; databaseReachable: boolean; retryAfterSeconds?: number };

/**
 * Counts the submission against the client's limit before a byte of the body is read: a client
 * over it costs one statement and no parsing, and a lead costs no round trip but this one and its
 * own. A submission that stores nothing gives its count back (`settle`). A failing count lets the
 * body be read, so that the 503 after validation keeps the visitor's values, and marks the
 * database unreachable, so that nothing waits on it twice.
 */
async function admit(context: ActionArgs["context"]): Promise<Admission> {
  const key = formRateKey(context.get(clientIpContext));
  let verdict;
  try {
    verdict = await hitRateLimit(key, LIMITS.leadForm.limit, LIMITS.leadForm.windowSeconds);
    if (verdict.allowed) return { key, databaseReachable: true };
  } catch (error) {
    logger.warn({ err: error }, "lead form: rate limit count failed");
    return { key, databaseReachable: false };
  }
  return { key, refused: tooMany(), databaseReachable: true, retryAfterSeconds: verdict.retryAfterSeconds };
}

/** The answer over the limit: the spec's message, with the visitor's values when the body was read. */
function tooMany(values?: Values) {
  return failure(TOO_MANY.status, { result: formError(TOO_MANY.message, values), toast: TOO_MANY.toast });
}

/** The admission the form's middleware made, so that the action does not count the submission again. */
const admissionContext = createContext<Admission | null>(null);

/** How long a refusal page answers before it is rendered again (a safety limit, as for kept pages: decision 027). */
const REFUSAL_PAGE_MAX_AGE_MS = 60_000;
const refusalPages = new Map<FormSchema, RefusalPage>();

/**
 * Clients this server refused, until their window has room again (`retryAfterSeconds` of the
 * refusing count): their next submissions are refused without a statement. Each count of one
 * client is a write to the same row, one after another: 50 connections of refusals made the
 * database, not the page, the limit (~200 a second). A refusal not counted only lets the
 * window empty sooner, never later. At most {@link MAX_REFUSED_CLIENTS}, the oldest first out.
 */
const refusedUntil = new Map<string, number>();
const MAX_REFUSED_CLIENTS = 10_000;

function stillRefused(key: string, now: number): boolean {
  const until = refusedUntil.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  refusedUntil.delete(key);
  return false;
}

function rememberRefused(key: string, until: number) {
  refusedUntil.delete(key);
  if (refusedUntil.size >= MAX_REFUSED_CLIENTS) refusedUntil.delete(refusedUntil.keys().next().value!);
  refusedUntil.set(key, until);
}

/**
 * The lead form's middleware (decision 049): counts a POST against the client's limit before the
 * action, and answers one over it from a page kept in memory, with the visitor's values and the
 * spec's message, instead of rendering the whole page again (13 ms of CPU). The first refusal, a
 * minute later, renders it through the action; every other POST goes on to the action, counted.
 */
function refusalsFromMemory(schema: FormSchema, maxBytes: number): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (request.method !== "POST" || new URL(request.url).pathname.endsWith(".data")) return next();
    const key = formRateKey(context.get(clientIpContext));
    const now = Date.now();
    const admitted: Admission = stillRefused(key, now) ? { key, refused: tooMany(), databaseReachable: true } : await admit(context);
    if (!admitted.refused) {
      context.set(admissionContext, admitted);
      return next();
    }
    if (admitted.retryAfterSeconds) rememberRefused(key, now + admitted.retryAfterSeconds * 1000);
    const values = await refusedValues(request, schema, maxBytes);
    const nonce = context.get(nonceContext);
    const kept = refusalPages.get(schema);
    if (kept?.freshAt(now)) return kept.answer(values, nonce);
    const markers = markerValues([...formFields(schema).text].filter((name) => !HIDDEN_FIELDS.includes(name)));
    context.set(admissionContext, { ...admitted, refused: tooMany(markers) });
    const { page, keepable } = await RefusalPage.from(await next(), markers, nonce, now + REFUSAL_PAGE_MAX_AGE_MS);
    if (keepable) refusalPages.set(schema, page);
    return page.answer(values, nonce);
  };
}

/** The visitor's text values of a refused submission, read by the bounded reader; none when its body is refused too. */
async function refusedValues(request: Request, schema: FormSchema, maxBytes: number): Promise<Values> {
  const received = await receive(request, schema, maxBytes);
  return received.ok ? typedValues(received.form) : {};
}

/** The lead forms by the URL their pages post to: the booking page's and the home page's quote form. */
const LEAD_FORMS = new Map<string, { schema: FormSchema; maxBytes: number }>([
  ["/book", { schema: bookingSchema, maxBytes: MAX_BOOKING_BODY }],
  [QUOTE_FORM_ACTION.split("#")[0]!, { schema: quoteSchema, maxBytes: MAX_QUOTE_BODY }],
]);

/** A refusal answered before React Router runs: the form's largest body and the kept page. */
export type KeptRefusal = { maxBytes: number; values: (request: Request) => Promise<Values>; page: RefusalPage };

/**
 * The kept refusal for a POST to `url` (exactly a lead form's action) from a client this server
 * refused and still refuses, once its page is kept and fresh: server/kept-refusals.ts answers it
 * before Express and React Router run (decision 049). Otherwise undefined: the request goes the
 * normal way, through this middleware.
 */
export function keptRefusal(url: string, clientIp: string, now = Date.now()): KeptRefusal | undefined {
  const form = LEAD_FORMS.get(url);
  if (!form) return undefined;
  const page = refusalPages.get(form.schema);
  if (!page?.freshAt(now) || !stillRefused(formRateKey(clientIp), now)) return undefined;
  return { maxBytes: form.maxBytes, values: (request) => refusedValues(request, form.schema, form.maxBytes), page };
}

/** The booking page's middleware: refusals over the limit from memory. */
export const bookingMiddleware = refusalsFromMemory(bookingSchema, MAX_BOOKING_BODY);
/** The home page's middleware, for its quote form. */
export const quoteMiddleware = refusalsFromMemory(quoteSchema, MAX_QUOTE_BODY);

/** An answer, and whether it stored a lead (what uses up one of the client's submissions; a repeated request does not). */
type Answered = { answer: Response | ReturnType<typeof failure>; stored: boolean };

/**
 * Only leads use up the allowance: a typing mistake, the honeypot, a refused body or photo, or a
 * failure gives back the count `admit` took. A refund that fails only leaves the count higher.
 */
async function settle(admitted: Admission, answered: Answered) {
  if (!answered.stored && admitted.databaseReachable) {
    await refundRateLimit(admitted.key, LIMITS.leadForm.windowSeconds).catch((error: unknown) =>
      logger.warn({ err: error }, "lead form: rate limit refund failed"),
    );
  }
  return answered.answer;
}

function isBot(form: FormData): boolean {
  const trap = form.get(HONEYPOT_FIELD);
  return typeof trap === "string" && trap.trim() !== "";
}

/** Why a valid submission is not stored: too many from this client, or the database is down. */
type Refusal = { status: number; message: string; toast: ToastMessage };

const DATABASE_DOWN: Refusal = {
  status: 503,
  message: TOASTS.submissionFailed.description,
  toast: TOASTS.submissionFailed,
};

const TOO_MANY: Refusal = {
  status: 429,
  message: FORM_MESSAGES.tooManyRequests,
  toast: { ...TOASTS.submissionFailed, description: FORM_MESSAGES.tooManyRequests },
};

function formRateKey(clientIp: string): string {
  return `form:${clientFingerprint(clientIp)}`;
}

/** Stores the lead (counted against the client's limit already); an unreachable database is a 503, never a 500. */
async function save(
  lead: NewLead,
  databaseReachable: boolean,
): Promise<{ ok: true; id: string; reference: string; repeated: boolean } | { ok: false; refusal: Refusal }> {
  if (!databaseReachable) return { ok: false, refusal: DATABASE_DOWN };
  try {
    const created = await createLead(lead);
    return { ok: true, id: created.id, reference: created.reference ?? "", repeated: created.repeated };
  } catch (error) {
    logger.error({ err: error }, "lead form: storing the lead failed");
    return { ok: false, refusal: DATABASE_DOWN };
  }
}

/** The log line of a request sent again within minutes: answered as a success with the lead the first one made, nothing stored. */
const REPEATED = "the same request again: answered with the lead it made";

/** A success toast followed by the request's reference code. */
function withReference(toast: ToastMessage, reference: string): ToastMessage {
  return { title: toast.title, description: `${toast.description} Your reference code: ${reference}.` };
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
  const received = await receive(request, schema, maxBytes);
  let answered: Answered;
  if (!received.ok) answered = notStored(received.response);
  else {
    try {
      answered = await handle(received.form, admitted.databaseReachable);
    } catch (error) {
      answered = notStored(unexpected(error, received.form));
    }
  }
  return settle(admitted, answered);
}

/** The booking page's action: validate, check the photo's bytes, store, then post/redirect/get to the status page. */
export function submitBooking(args: ActionArgs) {
  return answerLeadForm(args, bookingSchema, MAX_BOOKING_BODY, (form, databaseReachable) =>
    handleBooking(form, args.request, databaseReachable),
  );
}

async function handleBooking(form: FormData, request: Request, databaseReachable: boolean): Promise<Answered> {
  if (isBot(form)) return notStored(await redirectWithToast("/book", { type: "success", ...TOASTS.bookingSuccess }));

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

  const stored = await save(
    {
      source: "booking",
      ...leadFields(value),
      photo,
      smsConsent: value.smsConsent === true,
      origin: leadOrigin(request, value.attribution, "booking"),
    },
    databaseReachable,
  );
  if (!stored.ok) return notStored(refuse(submission, stored.refusal, photoDropped));
  logger.info({ leadId: stored.id, source: "booking", photo: Boolean(photo) }, stored.repeated ? REPEATED : "lead created");
  const toast = withReference(TOASTS.bookingSuccess, stored.reference);
  return { answer: await redirectWithToast(`/status/${stored.id}`, { type: "success", ...toast }), stored: !stored.repeated };
}

/** The home page's free-quote action: validate, store, then post/redirect/get back to the form with a toast. */
export function submitQuote(args: ActionArgs) {
  return answerLeadForm(args, quoteSchema, MAX_QUOTE_BODY, (form, databaseReachable) =>
    handleQuote(form, args.request, databaseReachable),
  );
}

async function handleQuote(form: FormData, request: Request, databaseReachable: boolean): Promise<Answered> {
  if (isBot(form)) return notStored(await redirectWithToast(QUOTE_RETURN_URL, { type: "success", ...TOASTS.quoteSuccess }));

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
  if (!stored.ok) return notStored(refuse(submission, stored.refusal));
  logger.info({ leadId: stored.id, source: "quote" }, stored.repeated ? REPEATED : "lead created");
  const toast = withReference(TOASTS.quoteSuccess, stored.reference);
  return { answer: await redirectWithToast(QUOTE_RETURN_URL, { type: "success", ...toast }), stored: !stored.repeated };
}
