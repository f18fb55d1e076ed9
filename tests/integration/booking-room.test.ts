import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { FORM_MESSAGES } from "~/forms/fields";
import { BUSY_RETRY_AFTER_SECONDS, LARGE_BODY_BYTES, roomForBody, type BodyRoom } from "~/forms/large-bodies.server";
import { MAX_BOOKING_BODY } from "~/leads/capture/lead-form-replies.server";
import * as book from "~/routes/book";
import { resetDb } from "../db";
import { args, outcomeOf, routerContext, VALID_BOOKING } from "./admin-fixtures";

/**
 * Issue 39 §8 (decision 076): while the process holds as many large bodies as it may, a booking
 * with a photo is read without it and answered 503 with Retry-After, the visitor's values and the
 * words to send it again; nothing is stored and the client's count is given back.
 */

beforeEach(resetDb);

const booking = { ...VALID_BOOKING, smsConsent: "on" };

/** A booking with a 2 MB photo, its Content-Length said as a browser says it. */
async function withPhoto(path: string, description = booking.issueDescription) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...booking, issueDescription: description })) form.append(name, value);
  form.append("photo", new File([new Uint8Array(2 * 1024 * 1024)], "kitchen.jpg", { type: "image/jpeg" }));
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: { "Content-Type": type, "Content-Length": String(body.length) } });
}

const post = (request: Request, ip = "203.0.113.60") => outcomeOf(() => book.action(args(request, {}, routerContext(ip))));

type Failure = { result: { error?: Record<string, string[]>; initialValue?: Record<string, string> }; toast?: { description: string }; photoDropped?: boolean };

describe("a booking with no room for its photo", () => {
  let held: BodyRoom[] = [];
  /** Takes the budget in the smallest large bodies: the process holds as many as it may, and no photo fits. */
  const fillTheRoom = () => {
    const smallestLarge = new Request("http://localhost/book", { method: "POST", headers: { "Content-Length": String(LARGE_BODY_BYTES + 1) } });
    for (;;) {
      const room = roomForBody(smallestLarge, MAX_BOOKING_BODY);
      if (!room) return;
      held.push(room);
    }
  };
  afterEach(() => {
    for (const room of held) room.release();
    held = [];
  });

  it("answers 503 with Retry-After, the message and every typed value; nothing stored", async () => {
    fillTheRoom();
    const outcome = await post(await withPhoto("/book"));
    expect(outcome.status).toBe(503);
    expect(outcome.headers?.get("Retry-After")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    const data = outcome.data as Failure;
    expect(data.result.error?.[""]).toEqual([FORM_MESSAGES.busy]);
    expect(data.toast?.description).toBe(FORM_MESSAGES.busy);
    expect(data.photoDropped).toBe(true);
    const { website: _honeypot, ...typed } = booking;
    expect(data.result.initialValue).toEqual(typed);
    expect(await getDb().select().from(leads)).toEqual([]);
    expect(book.headers({ actionHeaders: outcome.headers! } as never)).toEqual({ "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) });
  });

  it("the Spanish page's booking too; the client's count given back; once there is room, the booking is read whole again", async () => {
    fillTheRoom();
    for (let i = 0; i < 6; i++) expect((await post(await withPhoto("/es/book", `Instalar la TV ${i}`))).status).toBe(503);
    for (const room of held) room.release();
    held = [];
    const stored = await post(await withPhoto("/es/book"));
    // Read with its photo (not an image: refused with the photo's message), not refused as over the limit.
    expect(stored.status).toBe(400);
    expect((stored.data as Failure).result.error?.photo).toBeDefined();
  });
});
