import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { FORM_MESSAGES, HONEYPOT_FIELD, MAX_PHOTO_BYTES } from "~/forms/fields";
import { FormRefusedError, MAX_FORM_BYTES, readFormData, type FormLimits, type FormSchema } from "~/forms/form-data.server";
import { BUSY_RETRY_AFTER_SECONDS } from "~/forms/large-bodies.server";
import { logger } from "~/utils/logger.server";
import { TOASTS, type FormFailure, type ToastMessage } from "./form-feedback";
import type { Values } from "./refusal-page.server";

/*
 * The lead forms' answers that are not a stored lead (decision 033): the form read by the bounded
 * reader, a body refused unread, an unexpected error, too many submissions, a database that does
 * not answer; each with the visitor's text values, never the photo or the honeypot.
 */

/**
 * A booking with its photo (up to MAX_PHOTO_BYTES, 25 MB) and its text fits in 1 MB more; a
 * photo over the limit inside it is refused with every other value kept; anything bigger is
 * refused before it is read (Express's upload limit for /book is 32 MB).
 */
export const MAX_BOOKING_BODY = MAX_PHOTO_BYTES + 1024 * 1024;
/** The quote form has no file. */
export const MAX_QUOTE_BODY = MAX_FORM_BYTES;

/** Fields never sent back to the browser: a file cannot be, and the honeypot should not be. */
export const HIDDEN_FIELDS = ["photo", HONEYPOT_FIELD];

export function failure(status: number, body: FormFailure, headers?: HeadersInit) {
  return data(body, { status, headers });
}

/** The visitor's text values of a form that was read (never the photo or the honeypot). */
export function typedValues(form?: FormData): Values {
  const values: Values = {};
  for (const [name, value] of form?.entries() ?? []) {
    if (typeof value === "string" && !HIDDEN_FIELDS.includes(name)) values[name] = value;
  }
  return values;
}

/** A form-wide message, with the visitor's text values when the form was read. */
export function formError(message: string, initialValue: Values = {}): SubmissionResult<string[]> {
  return { status: "error", initialValue, error: { "": [message] } };
}

/** An exception nobody expected: the spec's message and the kept values instead of an error page. */
export function unexpected(error: unknown, form: FormData) {
  logger.error({ err: error }, "lead form: unexpected error");
  return failure(500, {
    result: formError(TOASTS.submissionUnexpected.description, typedValues(form)),
    toast: TOASTS.submissionUnexpected,
    photoDropped: photoWasChosen(form),
  });
}

export function photoWasChosen(form: FormData): boolean {
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

export async function receive(request: Request, schema: FormSchema, maxBytes: number, files?: FormLimits["files"]): Promise<Received> {
  try {
    return { ok: true, form: await readFormData(request, schema, { maxBytes, files }) };
  } catch (error) {
    if (error instanceof FormRefusedError) return { ok: false, response: refusedBody(error, maxBytes > MAX_FORM_BYTES) };
    throw error;
  }
}

/**
 * The answer to a booking this process has no room for (its large bodies' budget is full,
 * decision 076): its form read without the photo, a 503 with Retry-After, the visitor's values and
 * the words to choose the photo again and send it in a minute. Nothing is stored.
 */
export async function busy(request: Request, schema: FormSchema, maxBytes: number) {
  const received = await receive(request, schema, maxBytes, "drop");
  if (!received.ok) return received.response;
  return failure(
    503,
    {
      result: formError(FORM_MESSAGES.busy, typedValues(received.form)),
      toast: { ...TOASTS.submissionFailed, description: FORM_MESSAGES.busy },
      photoDropped: true,
    },
    { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
  );
}

/** Why a valid submission is not stored: too many from this client, or the database is down. */
export type Refusal = { status: number; message: string; toast: ToastMessage };

export const DATABASE_DOWN: Refusal = {
  status: 503,
  message: TOASTS.submissionFailed.description,
  toast: TOASTS.submissionFailed,
};

export const TOO_MANY: Refusal = {
  status: 429,
  message: FORM_MESSAGES.tooManyRequests,
  toast: { ...TOASTS.submissionFailed, description: FORM_MESSAGES.tooManyRequests },
};


/** The answer over the limit: the spec's message, with the visitor's values when the body was read. */
export function tooMany(values?: Values) {
  return failure(TOO_MANY.status, { result: formError(TOO_MANY.message, values), toast: TOO_MANY.toast });
}
