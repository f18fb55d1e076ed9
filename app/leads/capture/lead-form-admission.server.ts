import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { formFields, type FormSchema } from "~/forms/form-data.server";
import { LIMITS } from "~/security/limits";
import { clientFingerprint, hitRateLimit, refundRateLimit } from "~/security/rate-limit.server";
import { logger } from "~/utils/logger.server";
import { bookingSchema } from "./booking-schema";
import { HIDDEN_FIELDS, MAX_BOOKING_BODY, MAX_QUOTE_BODY, receive, tooMany, typedValues, type failure } from "./lead-form-replies.server";
import { QUOTE_FORM_ACTION, quoteSchema } from "./quote-schema";
import { markerValues, RefusalPage, type Values } from "./refusal-page.server";
import { LANGS, type Lang } from "~/content/i18n";
import { localePath, requestLang } from "~/utils/i18n";

/** The lead forms' names, for the kept refusal pages' keys. */
const FORM_NAMES = new Map<FormSchema, string>([
  [bookingSchema, "booking"],
  [quoteSchema, "quote"],
]);

/** The client's counter, whether the submission was refused over its limit, and whether the database answered the count. */
export type Admission = { key: string; refused?: ReturnType<typeof failure>; databaseReachable: boolean; retryAfterSeconds?: number };

/**
 * Counts the submission against the client's limit before a byte of the body is read: a client
 * over it costs one statement and no parsing, and a lead costs no round trip but this one and its
 * own. A submission that stores nothing gives its count back (`settle`). A failing count lets the
 * body be read, so that the 503 after validation keeps the visitor's values, and marks the
 * database unreachable, so that nothing waits on it twice.
 */
export async function admit(context: Readonly<RouterContextProvider>): Promise<Admission> {
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

/** The admission the form's middleware made, so that the action does not count the submission again. */
export const admissionContext = createContext<Admission | null>(null);

/** How long a refusal page answers before it is rendered again (a safety limit, as for kept pages: decision 027). */
const REFUSAL_PAGE_MAX_AGE_MS = 60_000;
/** By form and language: a Spanish page's refusal is kept apart from the English one's (decision 069). */
const refusalPages = new Map<`${Lang} ${string}`, RefusalPage>();
const refusalKey = (schema: FormSchema, lang: Lang) => `${lang} ${FORM_NAMES.get(schema) ?? "form"}` as const;

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
    const pageKey = refusalKey(schema, requestLang(request));
    const kept = refusalPages.get(pageKey);
    if (kept?.freshAt(now)) return kept.answer(values, nonce);
    const markers = markerValues([...formFields(schema).text].filter((name) => !HIDDEN_FIELDS.includes(name)));
    context.set(admissionContext, { ...admitted, refused: tooMany(markers) });
    const { page, keepable } = await RefusalPage.from(await next(), markers, nonce, now + REFUSAL_PAGE_MAX_AGE_MS);
    if (keepable) refusalPages.set(pageKey, page);
    return page.answer(values, nonce);
  };
}

/** The visitor's text values of a refused submission, read by the bounded reader (a photo read past, never kept); none when its body is refused too. */
async function refusedValues(request: Request, schema: FormSchema, maxBytes: number): Promise<Values> {
  const received = await receive(request, schema, maxBytes, "drop");
  return received.ok ? typedValues(received.form) : {};
}

/** The lead forms by the URL their pages post to, in every language: the booking page's and the home page's quote form. */
const LEAD_FORMS = new Map<string, { schema: FormSchema; maxBytes: number; lang: Lang }>(
  LANGS.flatMap((lang) => [
    [localePath(lang, "/book"), { schema: bookingSchema, maxBytes: MAX_BOOKING_BODY, lang }],
    [localePath(lang, QUOTE_FORM_ACTION.split("#")[0]!), { schema: quoteSchema, maxBytes: MAX_QUOTE_BODY, lang }],
  ]),
);

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
  const page = refusalPages.get(refusalKey(form.schema, form.lang));
  if (!page?.freshAt(now) || !stillRefused(formRateKey(clientIp), now)) return undefined;
  return { maxBytes: form.maxBytes, values: (request) => refusedValues(request, form.schema, form.maxBytes), page };
}

/** The booking page's middleware: refusals over the limit from memory. */
export const bookingMiddleware = refusalsFromMemory(bookingSchema, MAX_BOOKING_BODY);
/** The home page's middleware, for its quote form. */
export const quoteMiddleware = refusalsFromMemory(quoteSchema, MAX_QUOTE_BODY);


/** An answer, and whether it stored a lead (what uses up one of the client's submissions; a repeated request does not). */
export type Answered = { answer: Response | ReturnType<typeof failure>; stored: boolean };

/**
 * Only leads use up the allowance: a typing mistake, the honeypot, a refused body or photo, or a
 * failure gives back the count `admit` took. A refund that fails only leaves the count higher.
 */
export async function settle(admitted: Admission, answered: Answered) {
  if (!answered.stored && admitted.databaseReachable) {
    await refundRateLimit(admitted.key, LIMITS.leadForm.windowSeconds).catch((error: unknown) =>
      logger.warn({ err: error }, "lead form: rate limit refund failed"),
    );
  }
  return answered.answer;
}

function formRateKey(clientIp: string): string {
  return `form:${clientFingerprint(clientIp)}`;
}
