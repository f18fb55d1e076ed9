/**
 * The bytes of large bodies (a booking with its photo) one process holds at once (issue 39 §8,
 * decision 076). A photo is kept in memory from its reading to its check and storing, two or three
 * copies of it at a time: 48 bookings of 25 MB at once took the server from 489 to 1,457 MB. A body
 * that does not fit waits for nothing: its form is read without its file and answered 503 with
 * Retry-After, the visitor's values kept.
 */

/** A body of up to this many bytes (by its Content-Length) needs no room: every form but the booking's, and a photo the page shrank. */
export const LARGE_BODY_BYTES = 1024 * 1024;
/** The large bodies' bytes one process holds at once: two bookings with a 25 MB photo, or twenty with a phone's shrunk one. */
export const LARGE_BODIES_BUDGET_BYTES = 64 * 1024 * 1024;
/** How long a booking refused for want of room is told to wait before it is sent again ("in a minute", FORM_MESSAGES.busy). */
export const BUSY_RETRY_AFTER_SECONDS = 60;

let held = 0;

/** Room taken for one body: given back once, when the work with the body is done. */
export type BodyRoom = { release: () => void };

const NO_ROOM_NEEDED: BodyRoom = { release: () => undefined };

/**
 * Room for `request`'s body among the large bodies this process holds, to keep while its form is
 * read and handled, or undefined when it does not fit. A body of up to {@link LARGE_BODY_BYTES}
 * by its Content-Length needs none, nor one over the form's `maxBytes` (the reader refuses it
 * without keeping it); a body without a length counts as `maxBytes`.
 */
export function roomForBody(request: Request, maxBytes: number): BodyRoom | undefined {
  const length = request.headers.get("content-length");
  const bytes = length === null ? maxBytes : Number(length);
  if (!(bytes > LARGE_BODY_BYTES) || bytes > maxBytes) return NO_ROOM_NEEDED;
  if (held + bytes > LARGE_BODIES_BUDGET_BYTES) return undefined;
  held += bytes;
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      held -= bytes;
    },
  };
}

/** The bytes of large bodies held now (tests). */
export function largeBodyBytesHeld(): number {
  return held;
}
