import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectDb, disconnectDb, getDb } from "~/db/client.server";
import { leadPhotos, leads, leadStatusHistory, mailOutbox } from "~/db/schema";
import { MAX_PHOTO_BYTES } from "~/forms/fields";
import { TOASTS } from "~/leads/capture/form-feedback";
import { resetEnvCache } from "~/utils/env.server";
import * as book from "~/routes/book";
import * as home from "~/routes/home";
import * as status from "~/routes/status";
import { resetDb } from "../db";
import { testDatabaseUrl } from "../setup/worker-db";
import { args, outcomeOf, routerContext, toastOf, VALID_BOOKING } from "./admin-fixtures";

beforeEach(resetDb);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const validBooking = VALID_BOOKING;

/** Another request from the same customer (the same one sent again is not a new lead). */
const another = (i: number) => ({ ...validBooking, issueDescription: `Mount TV number ${i}` });

function post(path: string, fields: Record<string, string>, photo?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo !== undefined) form.append("photo", photo);
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

const bookingPost = (fields: Record<string, string>, photo = new File([], ""), ip = "203.0.113.10") =>
  outcomeOf(() => book.action(args(post("/book", fields, photo), {}, routerContext(ip))));

const quotePost = (fields: Record<string, string>, ip = "203.0.113.20") =>
  outcomeOf(() => home.action(args(post("/?index", fields), {}, routerContext(ip))));

const statusLoad = (requestId?: string) =>
  outcomeOf(() => status.loader(args(new Request(`http://localhost/status/${requestId ?? ""}`), requestId === undefined ? {} : { requestId })));

const noContactPost = (requestId: string, fields: Record<string, string> = { intent: "report-no-contact" }, ip = "203.0.113.30") =>
  outcomeOf(() => status.action(args(post(`/status/${requestId}`, fields), { requestId }, routerContext(ip))));

type Failure = { result: { error?: Record<string, string[]>; initialValue?: Record<string, string> }; toast?: unknown; photoDropped?: boolean };

async function jpegFile() {
  const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#345" } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "kitchen.jpg", { type: "image/jpeg" });
}

/** The database is unreachable for the duration of `run`. */
async function withDatabaseDown<T>(run: () => Promise<T>): Promise<T> {
  await disconnectDb();
  connectDb("postgres://postgres:postgres@127.0.0.1:1/unreachable", { max: 1 });
  try {
    return await run();
  } finally {
    await disconnectDb();
    connectDb(testDatabaseUrl, { max: 5 });
  }
}

describe("booking action (POST /book)", () => {
  it("answers 400 with all six messages and keeps every value it can", async () => {
    const fields = { fullName: "J", phoneNumber: "123", emailAddress: "bad", streetAddress: "12", zipCode: "1", serviceType: "" };
    const outcome = await bookingPost({ ...fields, issueDescription: "my notes" }, await jpegFile());
    expect(outcome.status).toBe(400);
    const data = outcome.data as Failure;
    expect(data.result.error).toMatchObject({
      fullName: ["Name must be at least 2 characters"],
      phoneNumber: ["Please enter a valid phone number"],
      emailAddress: ["Please enter a valid email address"],
      streetAddress: ["Please enter your street address"],
      zipCode: ["Please enter a valid ZIP code"],
      serviceType: ["Please select a service"],
    });
    expect(data.result.initialValue).toEqual({
      fullName: "J",
      phoneNumber: "123",
      emailAddress: "bad",
      streetAddress: "12",
      zipCode: "1",
      issueDescription: "my notes",
    });
    expect(data.photoDropped).toBe(true);
    expect(await getDb().select().from(leads)).toEqual([]);
  });

  it("stores the lead with its photo and redirects to its status page with the success toast", async () => {
    const outcome = await bookingPost(validBooking, await jpegFile());
    expect(outcome.status).toBe(302);
    const id = outcome.location!.replace("/status/", "");
    expect(id).toMatch(UUID);
    const [stored] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: TOASTS.bookingSuccess.title,
      description: `${TOASTS.bookingSuccess.description} Your reference code: ${stored!.reference}.`,
    });
    const [lead] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ name: "Jane Smith", service: "tv-mounting", status: "New", source: "booking", zipCode: "91101" });
    expect(await getDb().select({ type: leadPhotos.contentType }).from(leadPhotos)).toEqual([{ type: "image/jpeg" }]);
    expect(await getDb().select().from(leadStatusHistory)).toHaveLength(1);
    expect((await getDb().select().from(mailOutbox)).map((mail) => mail.kind)).toEqual(["lead-new-staff", "lead-confirmation"]);
  });

  it("refuses a text file named .png with a clear message, keeping the other values", async () => {
    const fake = new File(["hello, I am text"], "photo.png", { type: "image/png" });
    const outcome = await bookingPost(validBooking, fake);
    expect(outcome.status).toBe(400);
    const data = outcome.data as Failure;
    expect(data.result.error).toEqual({ photo: ["This file is not a photo we can read. Please choose a JPEG, PNG, WebP, HEIC or GIF image."] });
    expect(data.result.initialValue).toMatchObject({ fullName: "Jane Smith", zipCode: "91101" });
    expect(await getDb().select().from(leads)).toEqual([]);
  });

  it("refuses a photo over 25MB, with the other values kept", async () => {
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 10)], "big.jpg", { type: "image/jpeg" });
    const outcome = await bookingPost(validBooking, big);
    expect(outcome.status).toBe(400);
    expect((outcome.data as Failure).result.error?.photo).toEqual(["The photo must be 25MB or smaller"]);
    expect((outcome.data as Failure).result.initialValue).toMatchObject({ fullName: "Jane Smith", zipCode: "91101" });
  });

  it("answers 413 for a body over 6 MB without reading it", async () => {
    const request = new Request("http://localhost/book", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(50 * 1024 * 1024) },
    });
    const outcome = await outcomeOf(() => book.action(args(request)));
    expect(outcome.status).toBe(413);
    expect(outcome.data).toMatchObject({ toast: { title: "Submission Failed" } });
  });

  it("answers 400, not 500, for a body that is not a form", async () => {
    const request = new Request("http://localhost/book", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } });
    expect((await outcomeOf(() => book.action(args(request)))).status).toBe(400);
  });

  it("treats a filled honeypot like a success but stores nothing", async () => {
    const outcome = await bookingPost({ ...validBooking, website: "http://spam.example" });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/book");
    expect(await toastOf(outcome)).toEqual({ type: "success", ...TOASTS.bookingSuccess });
    expect(await getDb().select().from(leads)).toEqual([]);
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });

  it("allows five bookings per client in ten minutes, then answers 429 without reading the body", async () => {
    for (let i = 0; i < 5; i++) expect((await bookingPost(another(i))).status).toBe(302);
    const request = post("/book", validBooking, new File([], ""));
    const limited = await outcomeOf(() => book.action(args(request, {}, routerContext("203.0.113.10"))));
    expect(limited.status).toBe(429);
    expect(request.bodyUsed).toBe(false);
    const data = limited.data as Failure;
    expect(data.result.error?.[""]).toEqual(["Too many requests from your connection. Please wait a few minutes and try again."]);
    expect(data.toast).toEqual({ ...TOASTS.submissionFailed, description: "Too many requests from your connection. Please wait a few minutes and try again." });
    expect(await getDb().select().from(leads)).toHaveLength(5);
    // The limit comes before the photo is decoded: a client over it costs no image work.
    const fake = new File(["not an image"], "photo.png", { type: "image/png" });
    expect((await bookingPost(validBooking, fake)).status).toBe(429);
    expect((await bookingPost(validBooking, undefined, "198.51.100.1")).status).toBe(302);
  });

  it("counts only leads: mistakes, the honeypot, a bad photo and a body that is not the form give their count back", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await bookingPost({ ...validBooking, zipCode: "1" })).status).toBe(400);
      expect((await bookingPost({ ...validBooking, website: "http://spam.example" })).status).toBe(302);
      expect((await bookingPost(validBooking, new File(["not an image"], "photo.png", { type: "image/png" }))).status).toBe(400);
      const notAForm = new Request("http://localhost/book", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } });
      expect((await outcomeOf(() => book.action(args(notAForm, {}, routerContext("203.0.113.10"))))).status).toBe(400);
    }
    for (let i = 0; i < 5; i++) expect((await bookingPost(another(i))).status).toBe(302);
    expect((await bookingPost(another(5))).status).toBe(429);
    expect(await getDb().select().from(leads)).toHaveLength(5);
  });

  it("answers the same booking sent again (Back, then Send) with the first one's status page: one lead, one alert, no count used", async () => {
    const first = await bookingPost(validBooking);
    const again = await bookingPost(validBooking);
    expect(again.status).toBe(302);
    expect(again.location).toBe(first.location);
    expect(await getDb().select().from(leads)).toHaveLength(1);
    expect((await getDb().select().from(mailOutbox)).filter((mail) => mail.kind === "lead-new-staff")).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await bookingPost(another(i))).status).toBe(302);
    expect((await bookingPost(another(4))).status).toBe(429);
  });

  it("answers 503 with the spec's message and the values when the database is down", async () => {
    const outcome = await withDatabaseDown(() => bookingPost(validBooking));
    expect(outcome.status).toBe(503);
    const data = outcome.data as Failure;
    expect(data.toast).toEqual(TOASTS.submissionFailed);
    expect(data.result.error?.[""]).toEqual(["There was an error submitting your request. Please try again."]);
    expect(data.result.initialValue).toMatchObject({ fullName: "Jane Smith", streetAddress: "123 Main St" });
  });
});

describe("quote action (POST /?index)", () => {
  const quote = { name: "Ann Lee", phone: "(818) 555-0100", email: "ann@example.com", service: "Gutter cleaning", description: "", website: "" };

  it("stores the lead and goes back to the form with the success toast", async () => {
    const outcome = await quotePost(quote);
    expect(outcome).toMatchObject({ status: 302, location: "/#quote" });
    const [stored] = await getDb().select().from(leads);
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: TOASTS.quoteSuccess.title,
      description: `${TOASTS.quoteSuccess.description} Your reference code: ${stored!.reference}.`,
    });
    expect(await getDb().select().from(leads)).toMatchObject([
      { name: "Ann Lee", service: "gutter-cleaning", source: "quote", description: "", status: "New" },
    ]);
  });

  it("answers 400 with messages and values for a bad submission", async () => {
    const outcome = await quotePost({ ...quote, email: "nope", name: "" });
    expect(outcome.status).toBe(400);
    const data = outcome.data as Failure;
    expect(data.result.error).toMatchObject({ name: ["Please enter your name"], email: ["Please enter a valid email address"] });
    expect(data.result.initialValue).toMatchObject({ email: "nope", phone: "(818) 555-0100" });
  });

  it("ignores bots and limits each client", async () => {
    expect((await quotePost({ ...quote, website: "x" })).location).toBe("/#quote");
    expect(await getDb().select().from(leads)).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await quotePost({ ...quote, description: `Quote number ${i}` })).status).toBe(302);
    expect((await quotePost({ ...quote, description: "Quote number 5" })).status).toBe(429);
  });

  it("answers 503 when the database is down", async () => {
    const outcome = await withDatabaseDown(() => quotePost(quote));
    expect(outcome.status).toBe(503);
    expect((outcome.data as Failure).toast).toEqual(TOASTS.submissionFailed);
  });
});

describe("confirmations per recipient mailbox", () => {
  const quote = { name: "Ann Lee", phone: "(818) 555-0100", email: "", service: "Gutter cleaning", description: "", website: "" };
  const variants = ["victim+a@example.com", "Victim+B@Example.COM", "victim@example.com", "VICTIM+c+d@EXAMPLE.com"];

  it("one mailbox gets at most 5 confirmations a day across +tag and case variants, from bookings and quotes, the others held; every lead is stored", async () => {
    for (let i = 0; i < 12; i++) {
      const email = variants[i % variants.length]!;
      const outcome =
        i % 2
          ? await quotePost({ ...quote, email, description: `Quote number ${i}` }, `198.51.100.${i + 1}`)
          : await bookingPost({ ...another(i), emailAddress: email }, new File([], ""), `198.51.100.${i + 1}`);
      expect(outcome.status).toBe(302);
    }
    await bookingPost({ ...validBooking, emailAddress: "victim@example.org" }, new File([], ""), "198.51.100.99");
    const mails = await getDb().select().from(mailOutbox);
    const confirmations = mails.filter((mail) => mail.kind === "lead-confirmation" && mail.status === "pending");
    expect(confirmations.filter((mail) => mail.to.toLowerCase().endsWith("@example.com"))).toHaveLength(5);
    expect(mails.filter((mail) => mail.status === "held")).toHaveLength(7);
    expect(confirmations.filter((mail) => mail.to === "victim@example.org")).toHaveLength(1);
    expect(mails.filter((mail) => mail.kind === "lead-new-staff")).toHaveLength(13);
    expect(await getDb().select().from(leads)).toHaveLength(13);
  });
});

describe("status page (/status/:requestId)", () => {
  // These cases report at once; the waiting time has its own cases below.
  beforeEach(() => {
    vi.stubEnv("NO_CONTACT_AFTER_HOURS", "0");
    resetEnvCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  async function booked() {
    const outcome = await bookingPost(validBooking);
    return outcome.location!.replace("/status/", "");
  }

  it("shows the request with the customer's details masked", async () => {
    const id = await booked();
    const outcome = await statusLoad(id);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      found: true,
      request: { id, service: "TV Mounting", customer: { firstName: "Jane", phone: "(•••) •••-••••", email: "j•••@example.com" } },
    });
    expect(JSON.stringify(outcome.data)).not.toMatch(/Smith|555-0199|jane@example/);
  });

  it("answers 404 'Request not found.' for an unknown or malformed id, and 'Request ID is missing' for none", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "'; drop table leads; --"]) {
      const outcome = await statusLoad(id);
      expect(outcome.status).toBe(404);
      expect(outcome.data).toEqual({ found: false, id, message: "Request not found." });
    }
    for (const id of [undefined, " "]) {
      const missing = await statusLoad(id);
      expect(missing.status).toBe(404);
      expect(missing.data).toMatchObject({ found: false, message: "Request ID is missing" });
    }
  });

  it("answers 503 'Failed to fetch request details.' when the database is down", async () => {
    const id = await booked();
    const outcome = await withDatabaseDown(() => statusLoad(id));
    expect(outcome.status).toBe(503);
    expect(outcome.data).toMatchObject({ found: false, message: "Failed to fetch request details." });
  });

  it("sends noindex headers", () => {
    expect(status.headers({ loaderHeaders: new Headers() } as never)).toMatchObject({ "X-Robots-Tag": "noindex, nofollow" });
  });

  it("'No one contacted me' prioritizes once; reporting again changes nothing", async () => {
    const id = await booked();
    const first = await noContactPost(id);
    expect(first).toMatchObject({ status: 302, location: `/status/${id}` });
    expect(await toastOf(first)).toEqual({ type: "success", ...TOASTS.updateReceived });
    const [after] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(after).toMatchObject({ status: "Prioritized", updatedBy: "customer" });

    const second = await noContactPost(id);
    expect(second.status).toBe(302);
    const [again] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(again!.reportedNoContactAt).toEqual(after!.reportedNoContactAt);
    expect(await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id))).toHaveLength(2);
    expect((await getDb().select().from(mailOutbox)).filter((mail) => mail.kind === "lead-no-contact-staff")).toHaveLength(1);

    const page = await statusLoad(id);
    expect(page.data).toMatchObject({ found: true, request: { reportedNoContact: true, status: "Prioritized" } });
  });

  it("answers 'Update Failed' for a completed or unknown request, a forged intent, too many reports and a database outage", async () => {
    const id = await booked();
    expect((await noContactPost(id, { intent: "delete-everything" })).status).toBe(400);
    expect(await noContactPost("00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      data: { toast: { title: "Update Failed", description: "Request not found." } },
    });
    const down = await withDatabaseDown(() => noContactPost(id));
    expect(down).toMatchObject({ status: 503, data: { toast: TOASTS.updateFailed } });
    await getDb().update(leads).set({ status: "Completed" }).where(eq(leads.id, id));
    expect((await noContactPost(id)).status).toBe(409);
    for (let i = 0; i < 2; i++) await noContactPost(id, undefined, "192.0.2.99");
    const limited = [];
    for (let i = 0; i < 4; i++) limited.push((await noContactPost(id, undefined, "192.0.2.99")).status);
    expect(limited).toContain(429);
  });
});
